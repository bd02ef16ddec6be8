/**
 * The game service: commands in, events out, through the rules engine and the event store.
 * Loads a game from its latest snapshot plus newer events, decides, appends the decision and its
 * consequences in one append at the exact revision it decided on (optimistic concurrency), and
 * answers every read (views at any revision or time, events, diffs, causation, export, audits,
 * judge backups, live events).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { map, filter, ReplaySubject, takeUntil, type Observable } from 'rxjs';
import { playableCards } from '../cards/card-data.loader';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type RecordedEvent,
} from '@arbiter/event-store';
import {
  gameIdOfStream,
  gameStream,
  toEngineEvent,
  toEventData,
  type LoggedEvent,
} from '@arbiter/game-log';
import { auditLog, backupPlan, diffViews, whyChain, type AuditReport } from '@arbiter/replay';
import {
  createDecider,
  describeEvent,
  describeInOrder,
  learnNames,
  normalizeSetup,
  SetupError,
  type GameCommand,
  type GameEvent,
  type GameStart,
  type GameState,
  type GameView,
} from '@arbiter/rules';
import type { Scenario } from '@arbiter/scenarios';
import { ARBITER_CONFIG, EVENT_STORE } from '../platform.tokens';
import type { ArbiterConfig } from '../config/arbiter-config';
import {
  ActionRefusedError,
  BadInputError,
  GameNotFoundError,
  StaleRevisionError,
} from './game.errors';
import { redactEvent, viewFor, type Perspective } from './perspective';
import { isStorageFailure, StorageHealth } from './storage-health';
import {
  findSnapshot,
  latestSnapshot,
  makeSnapshot,
  snapshotsOwed,
  writeSnapshots,
  type EventHashAt,
  type SnapshotRejected,
} from './snapshots';

interface Loaded {
  state: GameState;
  /** commandId → the revisions its events took, for the events from `commandsFrom` on. */
  commands: Map<string, { from: number; to: number }>;
  /**
   * The first revision `commands` covers: 0, or the revision after the snapshot the state was
   * loaded from (the ids before it are read from the events when a command id is first asked for).
   */
  commandsFrom: number;
}

export interface ActResult {
  readonly revision: number;
  readonly events: readonly LoggedEvent[];
}

export interface GameSummary {
  readonly id: string;
  readonly players: readonly string[];
  readonly revision: number;
  readonly createdAt: string;
}

const CACHE_LIMIT = 500;
const RETRIES = 5;

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

@Injectable()
export class GameService implements OnModuleDestroy {
  readonly decider = createDecider(playableCards().catalog);
  private readonly cache = new Map<string, Loaded>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly pendingSnapshots = new Set<Promise<void>>();
  /** Emits once when the app closes (to late subscribers too): live streams end, so the server can stop. */
  private readonly closing$ = new ReplaySubject<void>(1);
  private readonly logger = new Logger('GameService');
  /** Whether the last write reached the store (`/health` reports it). */
  readonly storage = new StorageHealth();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
  ) {}

  /**
   * Ends live streams (the HTTP server waits for open responses before it stops) and lets snapshot
   * writes in flight finish before the store closes.
   */
  async onModuleDestroy(): Promise<void> {
    this.closing$.next();
    this.closing$.complete();
    await this.snapshotsSettled();
  }

  /** Resolves once every snapshot write started so far has finished (written or logged as failed). */
  async snapshotsSettled(): Promise<void> {
    await Promise.allSettled([...this.pendingSnapshots]);
  }

  /** Starts a game: `GameStarted` at revision 0. */
  async createGame(input: {
    players: readonly string[];
    seed?: number;
    start?: GameStart;
  }): Promise<{ id: string; revision: number }> {
    let setup;
    // Shuffles come from the seed: a game dealt from decks is shuffled at random (103.3) unless a seed is given.
    const start: unknown = input.start; // untrusted: `null` and other non-objects are refused by the set-up
    const fromDecks = start !== null && typeof start === 'object' && Object.hasOwn(start, 'decks');
    const seed = input.seed ?? (fromDecks ? randomInt(0, 2 ** 47) : 0);
    try {
      setup = normalizeSetup(input.players, seed, input.start ?? {}, playableCards().catalog);
    } catch (err) {
      if (err instanceof SetupError)
        throw new BadInputError(err.field, err.message.slice(err.field.length + 2));
      throw err;
    }
    const id = randomUUID();
    const events = this.decider.start(id, setup);
    await this.append(
      gameStream(id),
      toEventData(events, { gameId: id, firstRevision: 0 }),
      { expectedRevision: 'no_stream' },
    );
    return { id, revision: 0 };
  }

  /** Runs one action. Throws StaleRevisionError (409), ActionRefusedError (422, recorded), GameNotFoundError (404). */
  act(
    gameId: string,
    command: GameCommand,
    options: { expectedRevision?: number; commandId?: string; correlationId?: string } = {},
  ): Promise<ActResult> {
    return this.serialised(gameId, async () => {
      // A write trusts the cached state without reading the stream's tail: the append at the
      // exact revision refuses a state that another writer has moved past, and that refusal
      // (or a revision the client expects and the cache hasn't reached) reloads from the store.
      let fresh = false;
      for (let attempt = 0; ; attempt++) {
        const loaded = fresh ? await this.loadCurrent(gameId) : await this.loadCached(gameId);
        const revision = loaded.state.revision;
        if (options.commandId !== undefined) {
          const done = await this.commandTaken(gameId, loaded, options.commandId);
          if (done !== undefined) return this.answer(gameId, done.from, done.to);
        }
        if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
          if (!fresh) {
            fresh = true;
            continue;
          }
          throw new StaleRevisionError(options.expectedRevision, revision);
        }
        // The state after the events comes with them: decide applied each one as it emitted it.
        const { events, state } = this.decider.decideAndEvolve(command, loaded.state);
        const data = toEventData(events, {
          gameId,
          firstRevision: revision + 1,
          ...(options.commandId === undefined ? {} : { commandId: options.commandId }),
          // The request's id (X-Request-Id) when the API has one, else the command's.
          ...correlation(options.correlationId ?? options.commandId),
        });
        let appended: AppendResult;
        try {
          appended = await this.append(gameStream(gameId), data, {
            expectedRevision: BigInt(revision),
          });
        } catch (err) {
          if (!(err instanceof WrongExpectedVersionError)) throw err;
          this.cache.delete(gameId); // someone else wrote: reload
          fresh = true;
          if (options.expectedRevision !== undefined) {
            const current = await this.loadCurrent(gameId);
            // The other write may have been this very command (its commandId), from another process.
            const done =
              options.commandId === undefined
                ? undefined
                : await this.commandTaken(gameId, current, options.commandId);
            if (done !== undefined) return this.answer(gameId, done.from, done.to);
            throw new StaleRevisionError(options.expectedRevision, current.state.revision);
          }
          if (attempt + 1 >= RETRIES) throw err;
          continue;
        }
        const before = revision;
        loaded.state = state;
        if (options.commandId !== undefined)
          loaded.commands.set(options.commandId, { from: before + 1, to: state.revision });
        // Snapshots only speed up loading: they are written after the answer, off its latency.
        // Most commands owe none, and pay nothing for them.
        if (snapshotsOwed(before, state.revision, this.config.snapshotEvery)) {
          const lastHash = appended.events?.[appended.events.length - 1]?.metadata['hash'];
          this.snapshotInBackground(gameId, before, state, typeof lastHash === 'string' ? lastHash : null);
        }
        return this.answer(gameId, before + 1, state.revision, appended.events);
      }
    });
  }

  /** Records a scenario as a game (its start, then each action); returns the game id. */
  async recordScenario(scenario: Scenario): Promise<string> {
    const { id } = await this.createGame({
      players: scenario.players,
      seed: scenario.seed,
      start: scenario.start,
    });
    for (const action of scenario.actions) {
      const { expect: _expect, ...command } = action;
      try {
        await this.act(id, command);
      } catch (err) {
        if (!(err instanceof ActionRefusedError)) throw err;
      }
    }
    return id;
  }

  /**
   * The answer to a command already appended: its events (as the append reported them, else read
   * back); a refusal is answered as one again.
   */
  private async answer(
    gameId: string,
    from: number,
    to: number,
    recorded?: readonly RecordedEvent[],
  ): Promise<ActResult> {
    const events =
      recorded === undefined ? await this.readEvents(gameId, from, to) : recorded.map(toLogged);
    const rejected = events.find((e) => e.type === 'ActionRejected');
    if (rejected !== undefined) {
      const d = rejected.data as { rule: string; reason: string };
      throw new ActionRefusedError(d.rule, d.reason, to);
    }
    return { revision: to, events };
  }

  /**
   * An append that tells the storage's failures (a full disk, a read-only folder) from the
   * request's: the former become StoreUnavailableError (503) and mark the store unhealthy until
   * a write succeeds.
   */
  private async append(...args: Parameters<EventStore['appendToStream']>): Promise<AppendResult> {
    try {
      const result = await this.store.appendToStream(...args);
      this.storage.succeeded();
      return result;
    } catch (err) {
      if (isStorageFailure(err)) throw this.storage.failed(err);
      throw err;
    }
  }

  /** Writes the snapshots a command owes, logging what went wrong or what was recovered. */
  private snapshotInBackground(gameId: string, before: number, state: GameState, eventHash: string | null): void {
    const write = async (): Promise<void> => {
      // The digest and the append's canonical JSON are work in proportion to the state: after
      // the answer has gone, not before.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const hash = eventHash ?? (await this.eventHashAt(gameId)(state.revision));
      if (hash === null) throw new Error(`no event at revision ${state.revision}`);
      const done = await writeSnapshots(this.store, gameId, before, makeSnapshot(state, hash), this.config.snapshotEvery);
      if (done.afterGap.length > 0)
        this.logger.warn(`snapshots of ${gameId} resumed after a gap (a lost or failed write) at index ${done.afterGap.join(', ')}`);
    };
    const snapshot = write();
    this.pendingSnapshots.add(snapshot);
    void snapshot
      .catch((err: unknown) => {
        this.logger.warn(`snapshot of ${gameId} at revision ${state.revision} not written: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        this.pendingSnapshots.delete(snapshot);
      });
  }

  /** The hash of the game's event at a revision (null when there is none): what a snapshot is checked against. */
  private eventHashAt(gameId: string): EventHashAt {
    return async (revision) => {
      for await (const e of this.read(gameId, revision, revision)) {
        const hash = e.metadata['hash'];
        return typeof hash === 'string' ? hash : null;
      }
      return null;
    };
  }

  private snapshotRejected(gameId: string): SnapshotRejected {
    return (snap, reason) => {
      this.logger.warn(`snapshot of ${gameId} at revision ${snap.revision} (position ${snap.position}) not used: ${reason}; rebuilt from the events`);
    };
  }

  /**
   * The revisions a command id took, if it was used. Ids before the snapshot a state was loaded
   * from are read from the events' metadata the first time one is asked for.
   */
  private async commandTaken(gameId: string, loaded: Loaded, commandId: string): Promise<{ from: number; to: number } | undefined> {
    const known = loaded.commands.get(commandId);
    if (known !== undefined || loaded.commandsFrom === 0) return known;
    const earlier = new Map<string, { from: number; to: number }>();
    for await (const e of this.read(gameId, 0, loaded.commandsFrom - 1)) noteCommand(earlier, e);
    for (const [id, taken] of loaded.commands) earlier.set(id, taken);
    loaded.commands = earlier;
    loaded.commandsFrom = 0;
    return earlier.get(commandId);
  }

  async list(): Promise<GameSummary[]> {
    const games: GameSummary[] = [];
    for await (const e of this.store.readAll({
      filter: { by: 'eventType', prefixes: ['GameStarted'] },
    })) {
      const id = gameIdOfStream(e.streamId);
      if (id === null) continue;
      const players = (e.data as { setup: { players: string[] } }).setup.players;
      games.push({
        id,
        players,
        revision: await this.currentRevision(id),
        createdAt: e.created.toISOString(),
      });
    }
    return games;
  }

  async currentRevision(gameId: string): Promise<number> {
    try {
      for await (const e of this.store.readStream(gameStream(gameId), {
        direction: 'backwards',
        fromRevision: 'end',
        maxCount: 1,
      }))
        return Number(e.revision);
    } catch (err) {
      if (err instanceof StreamNotFoundError) throw new GameNotFoundError(gameId);
      throw err;
    }
    throw new GameNotFoundError(gameId);
  }

  /** The state at a revision (default: now), from the nearest snapshot. */
  async stateAt(gameId: string, revision?: number): Promise<GameState> {
    if (revision === undefined) return (await this.loadCurrent(gameId)).state;
    const cached = this.cache.get(gameId);
    if (cached !== undefined && cached.state.revision === revision) return cached.state;
    const current = await this.currentRevision(gameId);
    if (!Number.isSafeInteger(revision) || revision < 0 || revision > current)
      throw new BadInputError('at', `revision ${revision} is outside 0..${current}`);
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
      for await (const e of this.read(gameId, state.revision + 1, revision))
        state = this.decider.evolve(state, toEngine(e));
    }
    return state;
  }

  /** The last revision recorded at or before an instant. */
  async revisionAtTime(gameId: string, time: Date): Promise<number> {
    let revision = -1;
    for await (const e of this.read(gameId, 0)) {
      if (e.created.getTime() > time.getTime()) break;
      revision = Number(e.revision);
    }
    if (revision < 0)
      throw new BadInputError('time', `the game had not started at ${time.toISOString()}`);
    return revision;
  }

  async view(gameId: string, perspective: Perspective, at?: number): Promise<GameView> {
    return viewFor(await this.stateAt(gameId, at), playableCards().catalog, perspective);
  }

  async events(
    gameId: string,
    perspective: Perspective,
    from = 0,
    to?: number,
  ): Promise<(LoggedEvent & { text: string })[]> {
    const events = await this.readEvents(gameId, from, to);
    // Lines are written from what the perspective may see, naming cards as far as they were
    // public at each event: from the state just before the first one, then as the events show them.
    const shown = events.map((e) => redactEvent(e, perspective));
    const seed = from > 0 ? await this.stateAt(gameId, from - 1) : undefined;
    const texts = describeInOrder(shown.map(toEngine), describeEvent, seed);
    return shown.map((e, i) => ({ ...e, text: texts[i] ?? '' }));
  }

  async diff(gameId: string, perspective: Perspective, from: number, to: number) {
    const [a, b] = await Promise.all([
      this.view(gameId, perspective, from),
      this.view(gameId, perspective, to),
    ]);
    return { from, to, changes: diffViews(a, b) };
  }

  /** The causation chain down to an event; its lines say no more than the caller may see. */
  async why(gameId: string, revision: number, perspective: Perspective = { kind: 'all' }) {
    const current = await this.currentRevision(gameId);
    if (!Number.isSafeInteger(revision) || revision < 0 || revision > current)
      throw new BadInputError('revision', `revision ${revision} is outside 0..${current}`);
    const events = await this.readEvents(gameId, 0, revision);
    return whyChain(
      perspective.kind === 'all' ? events : events.map((e) => redactEvent(e, perspective)),
      revision,
    );
  }

  async backup(gameId: string, to: number) {
    const current = await this.currentRevision(gameId);
    if (!Number.isSafeInteger(to) || to < 0 || to > current)
      throw new BadInputError('to', `revision ${to} is outside 0..${current}`);
    return backupPlan(await this.readEvents(gameId), to);
  }

  /** The external log (docs/log-format.md): the stream's events as `{ type, data, metadata }`. */
  async export(gameId: string): Promise<{ type: string; data: unknown; metadata: unknown }[]> {
    return (await this.readEvents(gameId)).map((e) => ({
      type: e.type,
      data: e.data,
      metadata: e.metadata,
    }));
  }

  async audit(gameId: string): Promise<AuditReport> {
    return auditLog(await this.export(gameId), playableCards().catalog);
  }

  /** Live events of a game: history, then new events as they are appended. */
  live(gameId: string, perspective: Perspective): Observable<LoggedEvent & { text: string }> {
    // The history comes first, from the game's start: names are learned in order as it goes.
    const names = new Map<string, string>();
    return this.store.subscribeToStream(gameStream(gameId)).pipe(
      takeUntil(this.closing$),
      filter((m): m is Extract<typeof m, { kind: 'event' }> => m.kind === 'event'),
      map((m) => {
        const shown = redactEvent(toLogged(m.event), perspective);
        const engine = toEngine(shown);
        learnNames(names, engine);
        return { ...shown, text: describeEvent(engine, names) };
      }),
    );
  }

  /** The cached state as it is (see `act`), else the current one. */
  private async loadCached(gameId: string): Promise<Loaded> {
    const cached = this.cache.get(gameId);
    if (cached === undefined) return this.loadCurrent(gameId);
    this.cache.delete(gameId); // re-insert: most recently used last
    this.cache.set(gameId, cached);
    return cached;
  }

  private async loadCurrent(gameId: string): Promise<Loaded> {
    let loaded = this.cache.get(gameId);
    if (loaded === undefined) {
      const snap = await latestSnapshot(
        this.store,
        gameId,
        this.eventHashAt(gameId),
        this.snapshotRejected(gameId),
      );
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

  private async *read(gameId: string, from: number, to?: number): AsyncGenerator<RecordedEvent> {
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

  private async readEvents(gameId: string, from = 0, to?: number): Promise<LoggedEvent[]> {
    const out: LoggedEvent[] = [];
    for await (const e of this.read(gameId, from, to)) out.push(toLogged(e));
    if (out.length === 0 && from === 0) throw new GameNotFoundError(gameId);
    return out;
  }

  private serialised<T>(gameId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(gameId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(gameId, settled);
    void settled.then(() => {
      if (this.queues.get(gameId) === settled) this.queues.delete(gameId);
    });
    return next;
  }
}

/** Notes the command id an event was written for (its first and last revision). */
function noteCommand(commands: Map<string, { from: number; to: number }>, e: RecordedEvent): void {
  const commandId = e.metadata['commandId'];
  if (typeof commandId !== 'string') return;
  const seen = commands.get(commandId);
  commands.set(commandId, { from: seen?.from ?? Number(e.revision), to: Number(e.revision) });
}

function toEngine(e: RecordedEvent | LoggedEvent): GameEvent {
  return toEngineEvent({
    type: e.type as GameEvent['type'],
    data: e.data,
    metadata: e.metadata as LoggedEvent['metadata'],
  });
}

const correlation = (id: string | undefined): { correlationId?: string } => (id === undefined ? {} : { correlationId: id });
