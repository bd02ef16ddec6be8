/**
 * Progress of long work (contract §1): a bar on a terminal, plain lines otherwise (pipes, CI,
 * files), so logs stay readable and free of ANSI codes. Both go to stderr: stdout keeps the
 * results (and `--json`).
 *
 * @example
 * const progress = startProgress('simulate', 1000, 'games');
 * for (...) progress.tick();
 * progress.stop();
 */
import { Presets, SingleBar } from 'cli-progress';

export interface Progress {
  /** `count` more items done. */
  tick(count?: number): void;
  stop(): void;
}

export interface ProgressOptions {
  /** Where to write; default `process.stderr`. */
  readonly stream?: NodeJS.WriteStream;
  /** Plain lines: about this many over the whole run (default 10), plus the last one. */
  readonly lines?: number;
}

export function startProgress(label: string, total: number, unit: string, options: ProgressOptions = {}): Progress {
  const stream = options.stream ?? process.stderr;
  if (stream.isTTY) return barProgress(label, total, unit, stream);
  return lineProgress(label, total, unit, stream, options.lines ?? 10);
}

function barProgress(label: string, total: number, unit: string, stream: NodeJS.WriteStream): Progress {
  const bar = new SingleBar(
    { format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit} | {duration_formatted} elapsed, eta {eta_formatted}`, stream, hideCursor: true, clearOnComplete: false },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  let done = 0;
  return {
    tick: (count = 1) => {
      done += count;
      bar.update(done);
    },
    stop: () => {
      bar.stop();
    },
  };
}

function lineProgress(label: string, total: number, unit: string, stream: NodeJS.WriteStream, lines: number): Progress {
  const every = Math.max(1, Math.ceil(total / Math.max(1, lines)));
  const started = process.hrtime.bigint();
  let done = 0;
  let printed = 0;
  const print = (): void => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
    stream.write(`${label}: ${done}/${total} ${unit} (${percent}%) ${seconds.toFixed(1)}s\n`);
    printed = done;
  };
  return {
    tick: (count = 1) => {
      done += count;
      if (done - printed >= every || (done >= total && printed < done)) print();
    },
    stop: () => {
      if (printed < done) print();
    },
  };
}
