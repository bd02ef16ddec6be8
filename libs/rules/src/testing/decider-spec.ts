/**
 * A given/when/then DSL for the decider (style.md §6), for specs only: it is not exported from the
 * lib's index but from the test entry `@arbiter/rules-testing`. It runs the real decider over the
 * catalog it is given (the real pool, `CARD_CATALOG`); failures throw an `Error` whose message shows
 * what happened instead.
 *
 * @example
 * const { given } = deciderSpec(CARD_CATALOG);
 * given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }] })
 *   .when({ do: 'activate', player: 'alice', source: 'f1', ability: 0 })
 *   .then([{ type: 'AbilityActivated' }, { type: 'PermanentTapped' }, { type: 'ManaAdded', data: { mana: { G: 1 } } }])
 *   .thenView({ players: { alice: { manaPool: { G: 1 } } } });
 */
import type { CardCatalog } from '../card-catalog';
import type { GameCommand } from '../commands';
import { createDecider, type Decider } from '../decide';
import type { EventMetadata, EventOf, GameEvent, GameEventType } from '../events';
import { normalizeSetup, type GameStart } from '../setup';
import type { GameState, PlayerName } from '../state';
import { toGameView, type GameView } from '../view';
import { partialMismatch, show } from './partial-match';

/** What a partial expectation may say about a value: any subset of its keys, `null` for absent. */
export type PartialDeep<T> = T extends readonly (infer U)[]
  ? readonly PartialDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]?: PartialDeep<T[K]> | null }
    : T;

/** An expected event: its type, and any part of its data and metadata. */
export type EventExpectation = {
  readonly [T in GameEventType]: {
    readonly type: T;
    readonly data?: PartialDeep<EventOf<T>['data']>;
    readonly metadata?: Partial<EventMetadata>;
  };
}[GameEventType];

/** A starting position: the scenario `start` plus players (default alice and bob) and seed (default 1). */
export type SpecStart = GameStart & { readonly players?: readonly PlayerName[]; readonly seed?: number };

export interface DeciderSpec {
  readonly decider: Decider;
  /** A game from a starting position, or from the events recorded so far. */
  readonly given: (start: SpecStart | readonly GameEvent[]) => Given;
}

export function deciderSpec(catalog: CardCatalog): DeciderSpec {
  const decider = createDecider(catalog);
  return {
    decider,
    given: (start) => {
      const events = isEventList(start) ? [...start] : decider.start('spec', startSetup(start, catalog));
      return new Given(decider, events.reduce((s, e) => decider.evolve(s, e), decider.initialState()), events);
    },
  };
}

function isEventList(start: SpecStart | readonly GameEvent[]): start is readonly GameEvent[] {
  return Array.isArray(start);
}

function startSetup(start: SpecStart, catalog: CardCatalog): ReturnType<typeof normalizeSetup> {
  const { players = ['alice', 'bob'], seed = 1, ...rest } = start;
  return normalizeSetup(players, seed, rest, catalog);
}

/** One line per event, for failure messages. */
export function describeEvents(events: readonly GameEvent[]): string {
  return events.length === 0 ? '  (no events)' : events.map((e, i) => `  ${i}: ${e.type} ${show(e.data)}`).join('\n');
}

function matchesEvent(expected: EventExpectation, actual: GameEvent): string | null {
  if (expected.type !== actual.type) return `expected ${expected.type}, got ${actual.type}`;
  return partialMismatch(expected.data ?? {}, actual.data, 'data') ?? partialMismatch(expected.metadata ?? {}, actual.metadata, 'metadata');
}

/** The state minus its revision: what a refused command must leave unchanged (CR 732.1). */
export function withoutRevision(state: GameState): string {
  return JSON.stringify({ ...state, revision: 0 });
}

/** A game at some point: the state and the history that built it. */
export class Given {
  constructor(
    readonly decider: Decider,
    readonly state: GameState,
    readonly history: readonly GameEvent[],
  ) {}

  get view(): GameView {
    return toGameView(this.state, this.decider.catalog);
  }

  /** Commands already done before the one under test; each must be accepted. */
  after(...commands: readonly GameCommand[]): Given {
    let at = new Given(this.decider, this.state, this.history);
    for (const command of commands) {
      const outcome = at.when(command);
      if (outcome.rejection !== undefined) {
        const r = outcome.rejection.data;
        throw new Error(`given: ${show(command)} was refused: ${r.reason} (CR ${r.rule})`);
      }
      at = outcome.next();
    }
    return at;
  }

  /** The command under test. */
  when(command: GameCommand): Outcome {
    return new Outcome(this, command, this.decider.decide(command, this.state));
  }
}

/** What a command did: its events and the state after them, with assertions that read like rules. */
export class Outcome {
  readonly state: GameState;
  readonly rejection: EventOf<'ActionRejected'> | undefined;

  constructor(
    readonly before: Given,
    readonly command: GameCommand,
    readonly events: readonly GameEvent[],
  ) {
    this.state = events.reduce((s, e) => before.decider.evolve(s, e), before.state);
    const first = events[0];
    this.rejection = events.length === 1 && first?.type === 'ActionRejected' ? first : undefined;
  }

  get view(): GameView {
    return toGameView(this.state, this.before.decider.catalog);
  }

  /** The game after this command, to go on from. */
  next(): Given {
    return new Given(this.before.decider, this.state, [...this.before.history, ...this.events]);
  }

  /** The next command, from the state this one left. */
  when(command: GameCommand): Outcome {
    return this.next().when(command);
  }

  /** The command was accepted and produced exactly these events, in this order (data matched partially). */
  then(expected: readonly EventExpectation[]): this {
    this.requireAccepted();
    if (expected.length !== this.events.length) {
      this.fail(`expected ${expected.length} event(s) [${expected.map((e) => e.type).join(', ')}], got ${this.events.length}`);
    }
    expected.forEach((e, i) => {
      const m = matchesEvent(e, this.events[i] as GameEvent);
      if (m !== null) this.fail(`event ${i}: ${m}`);
    });
    return this;
  }

  /** The command was accepted and these events appear in this order, others may come between. */
  thenIncludes(expected: readonly EventExpectation[]): this {
    this.requireAccepted();
    let at = 0;
    for (const [k, e] of expected.entries()) {
      while (at < this.events.length && matchesEvent(e, this.events[at] as GameEvent) !== null) at++;
      if (at >= this.events.length) this.fail(`expected[${k}] ${e.type} ${show(e.data)} not found in order`);
      at++;
    }
    return this;
  }

  /** None of the produced events matches any of these. */
  thenNone(unexpected: readonly EventExpectation[]): this {
    for (const u of unexpected) {
      const hit = this.events.find((e) => matchesEvent(u, e) === null);
      if (hit !== undefined) this.fail(`unexpected ${hit.type} ${show(hit.data)}`);
    }
    return this;
  }

  /**
   * The command was refused citing a rule that starts with `rule` (and a reason containing
   * `reason`, if given): one `ActionRejected` event that changes nothing but the revision.
   */
  thenRejected(rule: string, reason?: string): this {
    const r = this.rejection;
    if (r === undefined) this.fail(`expected a refusal citing ${rule}`);
    if (!r.data.rule.startsWith(rule)) this.fail(`expected a refusal citing ${rule}, got ${r.data.rule}: ${r.data.reason}`);
    if (reason !== undefined && !r.data.reason.includes(reason)) this.fail(`expected a reason containing "${reason}", got "${r.data.reason}"`);
    if (withoutRevision(this.state) !== withoutRevision(this.before.state)) this.fail('the refusal changed the game state');
    if (this.state.revision !== this.before.state.revision + 1) this.fail('the refusal did not advance the revision by one');
    return this;
  }

  /** The GameView after the command matches this partial view. */
  thenView(expected: PartialDeep<GameView>): this {
    const m = partialMismatch(expected, this.view, 'view');
    if (m !== null) this.fail(m);
    return this;
  }

  private requireAccepted(): void {
    const r = this.rejection;
    if (r !== undefined) this.fail(`refused: ${r.data.reason} (CR ${r.data.rule})`);
  }

  private fail(message: string): never {
    throw new Error(`${show(this.command)}: ${message}\nevents:\n${describeEvents(this.events)}`);
  }
}
