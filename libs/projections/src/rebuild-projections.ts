import type Database from 'better-sqlite3';
import type { EventStore } from '@arbiter/event-store';
import type { Projection } from './projection';
import { readCheckpoints, resetProjection } from './projection-checkpoints';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';

/** How far a rebuild has come. */
export interface RebuildProgress {
  /** Game events handled since the reset. */
  readonly handled: number;
  /**
   * Game events to handle, as far as the read models know (what the projection had handled
   * before the reset); null when they never ran. Grows if games are recorded meanwhile.
   */
  readonly total: number | null;
  /** Who is doing the work: this process, or the active projector that holds the lock. */
  readonly by: 'this process' | 'the active projector';
}

/** Options of {@link rebuildProjections}. */
export interface RebuildOptions extends Pick<
  ProjectionRunnerOptions,
  'batchSize' | 'leaseMs' | 'heartbeatMs'
> {
  readonly store: EventStore;
  readonly database: Database.Database;
  /** Every projection the runner manages (the others keep their checkpoints). */
  readonly projections: readonly Projection[];
  /** The projections to rebuild; all of them when empty. */
  readonly names: readonly string[];
  readonly onProgress?: (progress: RebuildProgress) => void;
  /** How often to look at the checkpoints while another projector does the work. Default 200 ms. */
  readonly pollMs?: number;
}

export interface RebuildResult {
  readonly projections: readonly string[];
  readonly handled: number;
  readonly position: bigint | null;
  readonly by: RebuildProgress['by'];
}

/** A projection name that does not exist. */
export class UnknownProjectionError extends Error {
  constructor(
    readonly projection: string,
    known: readonly string[],
  ) {
    super(`no projection "${projection}" (known: ${known.join(', ')})`);
    this.name = 'UnknownProjectionError';
  }
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

function maxOf(values: readonly (bigint | null)[]): bigint | null {
  return values.reduce<bigint | null>(
    (m, v) => (v !== null && (m === null || v > m) ? v : m),
    null,
  );
}

function minOf(values: readonly (bigint | null)[]): bigint | null {
  return values.reduce<bigint | null>(
    (m, v) => (v !== null && (m === null || v < m) ? v : m),
    null,
  );
}

/** Waits until the active runner is idle, or no longer active (fenced, standby, stopped). */
function idleOrFenced(
  runner: ProjectionRunner,
): Promise<{ idle: true; position: bigint | null } | { idle: false }> {
  const last = runner.status;
  if (last?.kind === 'idle') return Promise.resolve({ idle: true, position: last.position });
  return new Promise((resolve, reject) => {
    const watch = runner.status$.subscribe({
      next: (status) => {
        if (status.kind === 'idle') resolve({ idle: true, position: status.position });
        else if (status.kind === 'failed') reject(status.error);
        else if (status.kind === 'fenced' || status.kind === 'standby') resolve({ idle: false });
        else return;
        watch.unsubscribe();
      },
      complete: () => {
        resolve({ idle: false });
      },
    });
  });
}

/**
 * Rebuilds projections from scratch: drops and recreates their tables and moves their
 * checkpoints back to the start (one transaction), then makes sure a runner catches them up.
 * When no projector holds the lock, this process runs one until it has caught up; when one does
 * (the API inline, `apps/projector`), that projector notices the reset (its next commit or
 * heartbeat is fenced), starts over from the reset checkpoints, and this call follows its
 * progress until it is back where it was (taking over if it goes away meanwhile).
 *
 * @throws UnknownProjectionError
 * @example
 * await rebuildProjections({ store, database, projections: ANALYTICS_PROJECTIONS, names: ['mana'] });
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildResult> {
  const { database, projections } = options;
  const known = projections.map((p) => p.name);
  for (const name of options.names) {
    if (!known.includes(name)) throw new UnknownProjectionError(name, known);
  }
  const selected = options.names.length === 0 ? known : [...new Set(options.names)];
  const before = readCheckpoints(database);
  const target = maxOf([...before.values()].map((c) => c.position));
  const totals = selected.map((n) => before.get(n)?.handled ?? 0);
  let total: number | null = Math.max(0, ...totals) > 0 ? Math.max(...totals) : null;
  database
    .transaction(() => {
      for (const p of projections)
        if (selected.includes(p.name)) resetProjection(database, p, Date.now());
    })
    .immediate();

  const report = (handled: number, by: RebuildProgress['by']): void => {
    if (total !== null && handled > total) total = handled;
    options.onProgress?.({ handled, total, by });
  };
  const runner = new ProjectionRunner({
    store: options.store,
    database,
    projections,
    ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
    ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
  });
  let handledHere = 0;
  runner.status$.subscribe((status) => {
    if (status.kind === 'active') handledHere = 0;
    if (status.kind === 'committed') {
      handledHere += status.events;
      report(handledHere, 'this process');
    }
  });
  try {
    runner.start();
    const progressOf = (): { handled: number; position: bigint | null } => {
      const now = readCheckpoints(database);
      const rows = selected.map((n) => now.get(n));
      const positions = rows.map((r) => r?.position ?? null);
      return {
        handled: Math.min(...rows.map((r) => r?.handled ?? 0)),
        position: positions.includes(null) ? null : minOf(positions),
      };
    };
    for (;;) {
      if (runner.isActive) {
        const outcome = await idleOrFenced(runner);
        if (outcome.idle) {
          report(handledHere, 'this process');
          return {
            projections: selected,
            handled: handledHere,
            position: outcome.position,
            by: 'this process',
          };
        }
        continue;
      }
      const { handled, position } = progressOf();
      report(handled, 'the active projector');
      if (target === null || (position !== null && position >= target)) {
        return { projections: selected, handled, position, by: 'the active projector' };
      }
      await sleep(options.pollMs ?? 200);
    }
  } finally {
    await runner.stop();
  }
}
