/**
 * The one progress display of the CLI's long work (simulate, import, projections rebuild): a bar
 * on a terminal, plain lines otherwise (pipes, CI, files), so logs stay readable and free of ANSI
 * codes. Both go to stderr: stdout keeps the results (and `--json`). The total may be unknown at
 * first (a rebuild of read models that never ran) and may grow.
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
  /** `done` items done so far, out of `total` (null: not known); `note` ends the line (`by this process`). */
  update(done: number, total?: number | null, note?: string): void;
  stop(): void;
}

export interface ProgressOptions {
  /** Where to write; default `process.stderr`. */
  readonly stream?: NodeJS.WriteStream;
  /** Plain lines: about this many over the whole run (default 10), plus the last one. */
  readonly lines?: number;
  /** Plain lines while the total is unknown: one per this many items (default 50,000). */
  readonly unknownTotalEvery?: number;
}

interface Count {
  done: number;
  total: number | null;
  note: string;
}

export function startProgress(label: string, total: number | null, unit: string, options: ProgressOptions = {}): Progress {
  const stream = options.stream ?? process.stderr;
  const count: Count = { done: 0, total, note: '' };
  const display = stream.isTTY
    ? barDisplay(label, unit, stream)
    : lineDisplay(label, unit, stream, options.lines ?? 10, options.unknownTotalEvery ?? 50_000);
  display.show(count);
  return {
    tick: (n = 1) => {
      count.done += n;
      display.show(count);
    },
    update: (done, newTotal, note) => {
      count.done = done;
      if (newTotal !== undefined) count.total = newTotal;
      if (note !== undefined) count.note = note;
      display.show(count);
    },
    stop: () => {
      display.stop(count);
    },
  };
}

interface Display {
  show(count: Readonly<Count>): void;
  stop(count: Readonly<Count>): void;
}

function barDisplay(label: string, unit: string, stream: NodeJS.WriteStream): Display {
  const bar = new SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit} | {duration_formatted} elapsed, eta {eta_formatted}{note}`,
      stream,
      hideCursor: true,
      clearOnComplete: false,
    },
    Presets.shades_classic,
  );
  // An unknown total shows the count so far as the total until it is known.
  const size = ({ done, total }: Readonly<Count>): number => Math.max(total ?? done, done, 1);
  let started = false;
  return {
    show: (count) => {
      const payload = { note: count.note === '' ? '' : ` | ${count.note}` };
      if (!started) bar.start(size(count), count.done, payload);
      else bar.setTotal(size(count));
      started = true;
      bar.update(count.done, payload);
    },
    stop: () => {
      bar.stop();
    },
  };
}

/** `label: 3/25 logs (12%), 0.4s` — about `lines` of them over the run, and always the last one. */
function lineDisplay(label: string, unit: string, stream: NodeJS.WriteStream, lines: number, unknownTotalEvery: number): Display {
  const started = process.hrtime.bigint();
  let printed: number | null = null;
  const print = ({ done, total, note }: Readonly<Count>): void => {
    const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    const of = total === null ? '' : `/${total}`;
    const share = total === null ? '' : ` (${total === 0 ? 100 : Math.floor((Math.min(done, total) * 100) / total)}%)`;
    stream.write(`${label}: ${done}${of} ${unit}${share}, ${seconds}s${note === '' ? '' : `, ${note}`}\n`);
    printed = done;
  };
  return {
    show: (count) => {
      if (count.done === 0) return; // nothing done yet: no line
      const every = count.total === null ? unknownTotalEvery : Math.max(1, Math.ceil(count.total / Math.max(1, lines)));
      const finished = count.total !== null && count.done >= count.total;
      // With no total yet, the first count is worth a line: it says the work has started.
      const first = printed === null && count.total === null;
      if (first || count.done - (printed ?? 0) >= every || (finished && (printed ?? 0) < count.done)) print(count);
    },
    stop: (count) => {
      if (printed !== count.done) print(count);
    },
  };
}
