/** One figure printed by `npm run bench`. */
export interface BenchRow {
  /** The area measured, e.g. `rules`, `event-store`. */
  readonly suite: string;
  /** What was measured, e.g. `sqlite append, 1 event/append`. */
  readonly name: string;
  readonly value: number;
  /** e.g. `events/s`, `ms`, `MB`, `x` (a ratio). */
  readonly unit: string;
  /** Target or comparison, e.g. `target ≥ 0.7 of raw`. */
  readonly note?: string;
}

/** A benchmark module: `bench/<area>.bench.ts` exporting `run`. */
export interface BenchModule {
  run(options: { quick: boolean }): Promise<readonly BenchRow[]>;
}
