import type Database from 'better-sqlite3';
import type { RecordedEvent } from '@arbiter/event-store';
import { toProjectedEvent } from './projected-event';
import type { Projection } from './projection';
import { prepareSql, type PreparedProjection } from './projection-sql';
import type { ProjectorLock } from './projector-lock';

/** A commit refused because this runner no longer owns the read models. */
export class FencedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FencedError';
  }
}

interface Loaded {
  readonly projection: Projection;
  readonly prepared: PreparedProjection;
  generation: number;
  position: bigint | null;
}

const handles = (projection: Projection, type: string): boolean =>
  projection.eventTypes === 'all' || projection.eventTypes.has(type);

type CheckpointRow = [string, bigint, bigint | null];

/**
 * Applies batches of events to every projection and moves their checkpoints, one write
 * transaction per batch. Each transaction first checks that this runner still holds the lock
 * and that no checkpoint moved since it loaded them (another runner, or a reset): otherwise it
 * writes nothing and throws {@link FencedError}. Within the transaction, a projection only sees
 * events after its own checkpoint, so projections at different positions share one subscription.
 */
export class BatchWriter {
  private loaded: Loaded[] = [];
  private readonly readRows: Database.Statement<[], CheckpointRow>;
  private readonly advance: Database.Statement<{
    name: string;
    position: bigint;
    handled: number;
    now: number;
  }>;
  private readonly commitTransaction: (batch: readonly RecordedEvent[]) => bigint;
  private readonly validTransaction: () => boolean;

  constructor(
    private readonly db: Database.Database,
    private readonly projections: readonly Projection[],
    private readonly lock: ProjectorLock,
    private readonly now: () => number,
  ) {
    this.readRows = db
      .prepare<[], CheckpointRow>('SELECT name, generation, position FROM projection_checkpoints')
      .raw(true)
      .safeIntegers(true);
    this.advance = db.prepare(
      `UPDATE projection_checkpoints SET position = @position, handled = handled + @handled,
         updated_at = @now WHERE name = @name`,
    );
    const commit = db.transaction((batch: readonly RecordedEvent[]) => this.apply(batch));
    this.commitTransaction = (batch) => commit.immediate(batch);
    const valid = db.transaction(() => this.lock.confirm() && this.unchanged());
    this.validTransaction = () => valid.immediate();
  }

  /**
   * Loads the checkpoints (after `alignVersions`) and prepares the statements. Returns the
   * position to subscribe after: the lowest checkpoint, or null when some projection starts at 0.
   */
  load(): bigint | null {
    const rows = this.rowsByName();
    this.loaded = this.projections.map((projection) => {
      const row = rows.get(projection.name);
      if (row === undefined) throw new Error(`no checkpoint for projection ${projection.name}`);
      return {
        projection,
        prepared: prepareSql(this.db, projection),
        generation: row.generation,
        position: row.position,
      };
    });
    return this.lowestPosition();
  }

  /** The lowest loaded checkpoint; null when some projection has handled nothing. */
  lowestPosition(): bigint | null {
    let lowest: bigint | null = null;
    for (const { position } of this.loaded) {
      if (position === null) return null;
      if (lowest === null || position < lowest) lowest = position;
    }
    return lowest;
  }

  /** Renews the lease; false when the lock or a checkpoint changed under this runner. */
  stillValid(): boolean {
    return this.validTransaction();
  }

  /** Applies a batch (events in `$all` order) in one transaction; returns its last position. */
  commit(batch: readonly RecordedEvent[]): bigint {
    const last = this.commitTransaction(batch);
    for (const entry of this.loaded) {
      if (entry.position === null || last > entry.position) entry.position = last;
    }
    return last;
  }

  private apply(batch: readonly RecordedEvent[]): bigint {
    if (!this.lock.confirm()) throw new FencedError('another projector instance holds the lock');
    if (!this.unchanged()) throw new FencedError('a checkpoint moved (a reset or another runner)');
    const last = batch[batch.length - 1]?.position;
    if (last === undefined) throw new Error('empty batch');
    // Writes deferred by a batch that failed before its end must not leak into this one.
    for (const entry of this.loaded) entry.prepared.discard();
    const handled = this.loaded.map(() => 0);
    for (const event of batch) {
      const projected = toProjectedEvent(event);
      this.loaded.forEach((entry, i) => {
        if (entry.position !== null && event.position <= entry.position) return;
        handled[i] = (handled[i] ?? 0) + 1;
        if (projected !== null && handles(entry.projection, projected.type)) {
          entry.projection.project(projected, entry.prepared.sql);
        }
      });
    }
    for (const entry of this.loaded) entry.prepared.endBatch();
    const now = this.now();
    this.loaded.forEach((entry, i) => {
      const count = handled[i] ?? 0;
      if (count > 0)
        this.advance.run({ name: entry.projection.name, position: last, handled: count, now });
    });
    return last;
  }

  private unchanged(): boolean {
    const rows = this.rowsByName();
    return this.loaded.every((entry) => {
      const row = rows.get(entry.projection.name);
      return (
        row !== undefined && row.generation === entry.generation && row.position === entry.position
      );
    });
  }

  private rowsByName(): Map<string, { generation: number; position: bigint | null }> {
    return new Map(
      this.readRows
        .all()
        .map(([name, generation, position]) => [
          name,
          { generation: Number(generation), position },
        ]),
    );
  }
}
