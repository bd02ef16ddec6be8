/**
 * The write side: commands in, events out, through the rules engine and the event store. One
 * command at a time per game; each decides on the cached state and appends the decision and its
 * consequences in one append at the exact revision it decided on (optimistic concurrency),
 * retrying when another writer got there first; a command id makes a retried request idempotent.
 * Snapshots are written after the answer, off its latency.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WrongExpectedVersionError, type AppendResult, type RecordedEvent } from '@arbiter/event-store';
import { gameStream, toEventData, type LoggedEvent } from '@arbiter/game-log';
import { normalizeSetup, SetupError, type GameCommand, type GameStart, type GameState } from '@arbiter/rules';
import type { Scenario } from '@arbiter/scenarios';
import { playableCards } from '../cards/card-data.loader';
import type { ArbiterConfig } from '../config/arbiter-config';
import { ARBITER_CONFIG } from '../platform.tokens';
import { ActionRefusedError, BadInputError, StaleRevisionError } from './game.errors';
import { GameRepository, noteCommand, toLogged, type CommandRevisions, type LoadedGame } from './game.repository';
import { makeSnapshot, snapshotsOwed, writeSnapshots } from './snapshots';

export interface ActResult {
  readonly revision: number;
  readonly events: readonly LoggedEvent[];
}

/** Appends tried before another writer's moving the game on is answered as a conflict. */
const RETRIES = 5;

@Injectable()
export class GameCommandService implements OnModuleDestroy {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly pendingSnapshots = new Set<Promise<void>>();
  private readonly logger = new Logger('GameCommandService');

  constructor(
    private readonly games: GameRepository,
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
  ) {}

  /** Lets snapshot writes in flight finish before the store closes. */
  async onModuleDestroy(): Promise<void> {
    await this.snapshotsSettled();
  }

  /** Resolves once every snapshot write started so far has finished (written or logged as failed). */
  async snapshotsSettled(): Promise<void> {
    await Promise.allSettled([...this.pendingSnapshots]);
  }

  /** Starts a game: `GameStarted` at revision 0. */
  async createGame(input: { players: readonly string[]; seed?: number; start?: GameStart }): Promise<{ id: string; revision: number }> {
    let setup;
    // Shuffles come from the seed: a game dealt from decks is shuffled at random (103.3) unless a seed is given.
    const start: unknown = input.start; // untrusted: `null` and other non-objects are refused by the set-up
    const fromDecks = start !== null && typeof start === 'object' && Object.hasOwn(start, 'decks');
    const seed = input.seed ?? (fromDecks ? randomInt(0, 2 ** 47) : 0);
    try {
      setup = normalizeSetup(input.players, seed, input.start ?? {}, playableCards().catalog);
    } catch (err) {
      if (err instanceof SetupError) throw new BadInputError(err.field, err.message.slice(err.field.length + 2));
      throw err;
    }
    const id = randomUUID();
    const events = this.games.decider.start(id, setup);
    await this.games.append(gameStream(id), toEventData(events, { gameId: id, firstRevision: 0 }), { expectedRevision: 'no_stream' });
    return { id, revision: 0 };
  }

  /** Runs one action. Throws StaleRevisionError (409), ActionRefusedError (422, recorded), GameNotFoundError (404). */
  act(gameId: string, command: GameCommand, options: { expectedRevision?: number; commandId?: string; correlationId?: string } = {}): Promise<ActResult> {
    return this.serialised(gameId, async () => {
      // A write trusts the cached state without reading the stream's tail: the append at the
      // exact revision refuses a state that another writer has moved past, and that refusal
      // (or a revision the client expects and the cache hasn't reached) reloads from the store.
      let fresh = false;
      for (let attempt = 0; ; attempt++) {
        const loaded = fresh ? await this.games.loadCurrent(gameId) : await this.games.loadCached(gameId);
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
        const { events, state } = this.games.decider.decideAndEvolve(command, loaded.state);
        const data = toEventData(events, {
          gameId,
          firstRevision: revision + 1,
          ...(options.commandId === undefined ? {} : { commandId: options.commandId }),
          // The request's id (X-Request-Id) when the API has one, else the command's.
          ...correlation(options.correlationId ?? options.commandId),
        });
        let appended: AppendResult;
        try {
          appended = await this.games.append(gameStream(gameId), data, { expectedRevision: BigInt(revision) });
        } catch (err) {
          if (!(err instanceof WrongExpectedVersionError)) throw err;
          this.games.forget(gameId); // someone else wrote: reload
          fresh = true;
          if (options.expectedRevision !== undefined) {
            const current = await this.games.loadCurrent(gameId);
            // The other write may have been this very command (its commandId), from another process.
            const done = options.commandId === undefined ? undefined : await this.commandTaken(gameId, current, options.commandId);
            if (done !== undefined) return this.answer(gameId, done.from, done.to);
            throw new StaleRevisionError(options.expectedRevision, current.state.revision);
          }
          if (attempt + 1 >= RETRIES) throw err;
          continue;
        }
        const before = revision;
        loaded.state = state;
        if (options.commandId !== undefined) loaded.commands.set(options.commandId, { from: before + 1, to: state.revision });
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
    const { id } = await this.createGame({ players: scenario.players, seed: scenario.seed, start: scenario.start });
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
  private async answer(gameId: string, from: number, to: number, recorded?: readonly RecordedEvent[]): Promise<ActResult> {
    const events = recorded === undefined ? await this.games.readEvents(gameId, from, to) : recorded.map(toLogged);
    const rejected = events.find((e) => e.type === 'ActionRejected');
    if (rejected !== undefined) {
      const d = rejected.data as { rule: string; reason: string };
      throw new ActionRefusedError(d.rule, d.reason, to);
    }
    return { revision: to, events };
  }

  /** Writes the snapshots a command owes, logging what went wrong or what was recovered. */
  private snapshotInBackground(gameId: string, before: number, state: GameState, eventHash: string | null): void {
    const write = async (): Promise<void> => {
      // The digest and the append's canonical JSON are work in proportion to the state: after
      // the answer has gone, not before.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const hash = eventHash ?? (await this.games.eventHashAt(gameId)(state.revision));
      if (hash === null) throw new Error(`no event at revision ${state.revision}`);
      const done = await writeSnapshots(this.games.store, gameId, before, makeSnapshot(state, hash), this.config.snapshotEvery);
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

  /**
   * The revisions a command id took, if it was used. Ids before the snapshot a state was loaded
   * from are read from the events' metadata the first time one is asked for.
   */
  private async commandTaken(gameId: string, loaded: LoadedGame, commandId: string): Promise<CommandRevisions | undefined> {
    const known = loaded.commands.get(commandId);
    if (known !== undefined || loaded.commandsFrom === 0) return known;
    const earlier = new Map<string, CommandRevisions>();
    for await (const e of this.games.read(gameId, 0, loaded.commandsFrom - 1)) noteCommand(earlier, e);
    for (const [id, taken] of loaded.commands) earlier.set(id, taken);
    loaded.commands = earlier;
    loaded.commandsFrom = 0;
    return earlier.get(commandId);
  }

  /** Runs `work` after every earlier command of the same game has settled. */
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

const correlation = (id: string | undefined): { correlationId?: string } => (id === undefined ? {} : { correlationId: id });
