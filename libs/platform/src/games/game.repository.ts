/**
 * The game repository: a game's stream in the event store and the states loaded from it. It
 * reads events (one, a range, the head), loads the state now (from the latest snapshot plus newer
 * events, kept in a bounded most-recently-used cache) or at a past revision (from the nearest
 * snapshot), and appends, telling the storage's failures from the request's. The write side
 * (GameCommandService) and the read side (GameQueryService, GameCatalog) are built on it.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  StreamNotFoundError,
  type AppendResult,
  type EventStore,
  type RecordedEvent,
} from '@arbiter/event-store';
import { gameStream, toEngineEvent, type LoggedEvent } from '@arbiter/game-log';
import { createDecider, type GameEvent, type GameState } from '@arbiter/rules';
import { playableCards } from '../cards/card-data.loader';
import type { ArbiterConfig } from '../config/arbiter-config';
import { ARBITER_CONFIG, EVENT_STORE } from '../platform.tokens';
import { GameNotFoundError } from './game.errors';
import { findSnapshot, latestSnapshot, type EventHashAt, type SnapshotRejected } from './snapshots';
import { isStorageFailure, StorageHealth } from './storage-health';

/** The revisions a command's events took. */
export interface CommandRevisions {
  readonly from: number;
  readonly to: number;
}

/** A game's current state as the cache holds it, with the command ids it has seen. */
export interface LoadedGame {
  state: GameState;
  /** commandId → the revisions its events took, for the events from `commandsFrom` on. */
  commands: Map<string, CommandRevisions>;
  /**
   * The first revision `commands` covers: 0, or the revision after the snapshot the state was
   * loaded from (the ids before it are read from the events when a command id is first asked for).
   */
  commandsFrom: number;
}

/** Games whose current state is kept in memory. */
const CACHE_LIMIT = 500;

export function toLogged(e: RecordedEvent): LoggedEvent {
  return {
    revision: Number(e.revision),
    id: e.id,
    type: e.type as GameEvent['type'],
    data: e.data,
    metadata: e.metadata as LoggedEvent['metadata'],
    created: e.created.toISOString(),
  };
}

export function toEngine(e: RecordedEvent | LoggedEvent): GameEvent {
  return toEngineEvent({
    type: e.type as GameEvent['type'],
    data: e.data,
    metadata: e.metadata as LoggedEvent['metadata'],
  });
}

/** Notes the command id an event was written for (its first and last revision). */
export function noteCommand(commands: Map<string, CommandRevisions>, e: RecordedEvent): void {
  const commandId = e.metadata['commandId'];
  if (typeof commandId !== 'string') return;
  const seen = commands.get(commandId);
  commands.set(commandId, { from: seen?.from ?? Number(e.revision), to: Number(e.revision) });
}

@Injectable()
export class GameRepository {
  readonly decider = createDecider(playableCards().catalog);
  /** Whether the last write reached the store (`/health` reports it). */
  readonly storage = new StorageHealth();
  private readonly cache = new Map<string, LoadedGame>();
  private readonly logger = new Logger('GameRepository');

  constructor(
    @Inject(EVENT_STORE) readonly store: EventStore,
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
  ) {}

  /** Events per snapshot (`ARBITER_SNAPSHOT_EVERY`). */
  get snapshotEvery(): number {
    return this.config.snapshotEvery;
  }

  /**
   * An append that tells the storage's failures (a full disk, a read-only folder) from the
   * request's: the former become StoreUnavailableError (503) and mark the store unhealthy until
   * a write succeeds.
   */
  async append(...args: Parameters<EventStore['appendToStream']>): Promise<AppendResult> {
    try {
      const result = await this.store.appendToStream(...args);
      this.storage.succeeded();
      return result;
    } catch (err) {
      if (isStorageFailure(err)) throw this.storage.failed(err);
      throw err;
    }
  }

  /** The cached state as it is (the write side trusts it, see GameCommandService.act), else the current one. */
  async loadCached(gameId: string): Promise<LoadedGame> {
    const cached = this.cache.get(gameId);
    if (cached === undefined) return this.loadCurrent(gameId);
    this.cache.delete(gameId); // re-insert: most recently used last
    this.cache.set(gameId, cached);
    return cached;
  }

  /** The state now: the cached or latest snapshot's, caught up with every newer event. */
  async loadCurrent(gameId: string): Promise<LoadedGame> {
    let loaded = this.cache.get(gameId);
    if (loaded === undefined) {
      const snap = await latestSnapshot(this.store, gameId, this.eventHashAt(gameId), this.snapshotRejected(gameId));
      loaded =
        snap === null
          ? { state: this.decider.initialState(), commands: new Map(), commandsFrom: 0 }
          : { state: snap.state, commands: new Map(), commandsFrom: snap.revision + 1 };
    } else {
      this.cache.delete(gameId); // re-insert below: most recently used last
    }
    // Catch up with anything appended since (by this or another process).
    for await (const e of this.read(gameId, loaded.state.revision + 1)) {
      loaded.state = this.decider.evolve(loaded.state, toEngine(e));
      noteCommand(loaded.commands, e);
    }
    if (loaded.state.revision < 0) throw new GameNotFoundError(gameId);
    this.cache.set(gameId, loaded);
    if (this.cache.size > CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return loaded;
  }

  /** The cached current state, as it is (it may be behind the store, never ahead of it). */
  cachedState(gameId: string): GameState | undefined {
    return this.cache.get(gameId)?.state;
  }

  /** Drops the cached state (another writer moved the game on): the next load reads the store. */
  forget(gameId: string): void {
    this.cache.delete(gameId);
  }

  /**
   * The state at a revision the caller has checked (`checkRevisions`), from the cache when it is
   * there, else from the nearest snapshot at or before it plus the events after.
   */
  async stateAt(gameId: string, revision: number): Promise<GameState> {
    const cached = this.cachedState(gameId);
    if (cached?.revision === revision) return cached;
    const snap = await findSnapshot(
      this.store,
      gameId,
      revision,
      this.config.snapshotEvery,
      this.eventHashAt(gameId),
      this.snapshotRejected(gameId),
    );
    let state = snap?.state ?? this.decider.initialState();
    if (state.revision < revision) {
      for await (const e of this.read(gameId, state.revision + 1, revision)) state = this.decider.evolve(state, toEngine(e));
    }
    return state;
  }

  /** The game's last revision (one read from the end of its stream). */
  async currentRevision(gameId: string): Promise<number> {
    return Number((await this.lastEvent(gameId)).revision);
  }

  /** The game's last event; GameNotFoundError when there is no such game. */
  async lastEvent(gameId: string): Promise<RecordedEvent> {
    try {
      for await (const e of this.store.readStream(gameStream(gameId), { direction: 'backwards', fromRevision: 'end', maxCount: 1 }))
        return e;
    } catch (err) {
      if (err instanceof StreamNotFoundError) throw new GameNotFoundError(gameId);
      throw err;
    }
    throw new GameNotFoundError(gameId);
  }

  /** The game's event at a revision, or undefined when the stream has none there. */
  async eventAt(gameId: string, revision: number): Promise<RecordedEvent | undefined> {
    for await (const e of this.read(gameId, revision, revision)) return e;
    return undefined;
  }

  /** The game's events from `from` to `to` (inclusive; to the end without it), read lazily. */
  async *read(gameId: string, from: number, to?: number): AsyncGenerator<RecordedEvent> {
    if (to !== undefined && to < from) return;
    try {
      for await (const e of this.store.readStream(gameStream(gameId), {
        fromRevision: BigInt(from),
        ...(to === undefined ? {} : { maxCount: to - from + 1 }),
      })) {
        yield e;
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) throw new GameNotFoundError(gameId);
      throw err;
    }
  }

  /** The game's events as logged, from `from` to `to`; GameNotFoundError when it has none from 0. */
  async readEvents(gameId: string, from = 0, to?: number): Promise<LoggedEvent[]> {
    const out: LoggedEvent[] = [];
    for await (const e of this.read(gameId, from, to)) out.push(toLogged(e));
    if (out.length === 0 && from === 0) throw new GameNotFoundError(gameId);
    return out;
  }

  /** The hash of the game's event at a revision (null when there is none): what a snapshot is checked against. */
  eventHashAt(gameId: string): EventHashAt {
    return async (revision) => {
      const hash = (await this.eventAt(gameId, revision))?.metadata['hash'];
      return typeof hash === 'string' ? hash : null;
    };
  }

  private snapshotRejected(gameId: string): SnapshotRejected {
    return (snap, reason) => {
      this.logger.warn(
        `snapshot of ${gameId} at revision ${snap.revision} (position ${snap.position}) not used: ${reason}; rebuilt from the events`,
      );
    };
  }
}
