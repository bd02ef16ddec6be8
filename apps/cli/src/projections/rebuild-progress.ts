/**
 * Progress of a rebuild: a bar on a terminal, plain lines otherwise (pipes, CI, files), so logs
 * stay readable and free of ANSI codes. The total may be unknown (read models never built).
 */
import { Presets, SingleBar } from 'cli-progress';
import type { RebuildProgress } from '@arbiter/projections';

export interface RebuildDisplay {
  update(progress: RebuildProgress): void;
  stop(): void;
}

export function rebuildDisplay(
  label: string,
  stream: NodeJS.WriteStream = process.stdout,
): RebuildDisplay {
  return stream.isTTY ? barDisplay(label, stream) : lineDisplay(label, stream);
}

function barDisplay(label: string, stream: NodeJS.WriteStream): RebuildDisplay {
  const bar = new SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} events | {duration_formatted} | {by}`,
      stream,
      hideCursor: true,
      clearOnComplete: false,
    },
    Presets.shades_classic,
  );
  let started = false;
  return {
    update: ({ handled, total, by }) => {
      const size = Math.max(total ?? handled, handled, 1);
      if (!started) bar.start(size, handled, { by });
      else bar.setTotal(size);
      started = true;
      bar.update(handled, { by });
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}

/** About one line per tenth of the total (or per 50,000 events when it is unknown), plus the last. */
function lineDisplay(label: string, stream: NodeJS.WriteStream): RebuildDisplay {
  const started = process.hrtime.bigint();
  let printed = -1;
  let last: RebuildProgress | undefined;
  const print = ({ handled, total, by }: RebuildProgress): void => {
    const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    const share =
      total === null || total === 0
        ? ''
        : ` (${Math.floor((Math.min(handled, total) * 100) / total)}%)`;
    stream.write(
      `${label}: ${handled}${total === null ? '' : `/${total}`} events${share}, ${seconds}s, by ${by}\n`,
    );
    printed = handled;
  };
  return {
    update: (progress) => {
      last = progress;
      const every = progress.total === null ? 50_000 : Math.max(1, Math.ceil(progress.total / 10));
      if (printed < 0 || progress.handled - printed >= every) print(progress);
    },
    stop: () => {
      if (last !== undefined && printed !== last.handled) print(last);
    },
  };
}
