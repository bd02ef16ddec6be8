/**
 * Helpers for the one-spec-per-card files (not exported from the lib's index): check a card's
 * definition against its Oracle text, and play a few commands through the real decider over the
 * whole pool.
 *
 * @example
 * expectDefinition(solRing, { manaCost: '{1}', types: ['Artifact'], oracle: ['{T}: Add {C}{C}.'], abilities: [[1, 'mana']] });
 * const game = cardGame({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
 * game.act({ do: 'activate', player: 'alice', source: 'sr', ability: 0 }); // [AbilityActivated, PermanentTapped, ManaAdded]
 * // Combat: alice attacks bob, bob blocks, the damage step comes; `actAll` returns the events of all three.
 * game.actAll(attack({ gb: 'bob' }), block({ gs: 'gb' }), { do: 'nextStep' });
 */
import {
  createDecider, normalizeSetup, toGameView,
  type Ability, type CardDefinition, type CardType, type GameCommand, type GameEvent, type GameStart, type GameState, type GameView,
  type ManaType, type Supertype,
} from '@arbiter/rules';
import { CARD_CATALOG } from '../index';

/** What the Oracle text says a card is; abilities as [number, kind] in Oracle order. */
export interface OracleShape {
  readonly manaCost?: string;
  readonly types: readonly CardType[];
  readonly supertypes?: readonly Supertype[];
  readonly subtypes?: readonly string[];
  readonly colors?: readonly ManaType[];
  readonly power?: number;
  readonly toughness?: number;
  readonly token?: boolean;
  /** The Oracle text, one entry per line. */
  readonly oracle: readonly string[];
  readonly abilities: readonly (readonly [number, Ability['kind']])[];
}

/** The card is in the catalog under its name and is what its Oracle text says. */
export function expectDefinition(card: CardDefinition, shape: OracleShape): void {
  expect(CARD_CATALOG.get(card.name)).toBe(card);
  expect({
    manaCost: card.manaCostText, types: card.types, supertypes: card.supertypes, subtypes: card.subtypes, colors: card.colors,
    power: card.power, toughness: card.toughness, token: card.token, oracle: card.oracle.split('\n'),
    abilities: card.abilities.map((a) => [a.number, a.kind]),
  }).toEqual({
    manaCost: shape.manaCost ?? null, types: shape.types, supertypes: shape.supertypes ?? [], subtypes: shape.subtypes ?? [],
    colors: shape.colors ?? [], power: shape.power ?? null, toughness: shape.toughness ?? null, token: shape.token ?? false,
    oracle: shape.oracle, abilities: shape.abilities,
  });
}

const decider = createDecider(CARD_CATALOG);

/** A game over the real pool; `act` applies accepted commands and returns the last one's events. */
export class CardGame {
  state: GameState;
  readonly events: GameEvent[];

  constructor(start: GameStart & { readonly players?: readonly string[] }) {
    const { players = ['alice', 'bob'], ...rest } = start;
    this.events = decider.start('card-spec', normalizeSetup(players, 1, rest, CARD_CATALOG));
    this.state = this.events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
  }

  get view(): GameView {
    return toGameView(this.state, CARD_CATALOG);
  }

  /** Applies each command, which must be accepted; returns the events of the last one. */
  act(...commands: readonly GameCommand[]): GameEvent[] {
    let last: GameEvent[] = [];
    for (const command of commands) {
      last = decider.decide(command, this.state);
      const first = last[0];
      if (first?.type === 'ActionRejected') throw new Error(`${JSON.stringify(command)} was refused: ${first.data.reason} (CR ${first.data.rule})`);
      for (const e of last) this.state = decider.evolve(this.state, e);
      this.events.push(...last);
    }
    return last;
  }

  /** Applies each command, which must be accepted; returns the events of all of them, in order. */
  actAll(...commands: readonly GameCommand[]): GameEvent[] {
    const from = this.events.length;
    this.act(...commands);
    return this.events.slice(from);
  }

  /** The rule a refused command cites; fails if it was accepted. */
  refusal(command: GameCommand): string {
    const [first, ...rest] = decider.decide(command, this.state);
    if (first?.type !== 'ActionRejected' || rest.length > 0) throw new Error(`${JSON.stringify(command)} was accepted`);
    return first.data.rule;
  }
}

export function cardGame(start: GameStart & { readonly players?: readonly string[] }): CardGame {
  return new CardGame(start);
}

/** `activate` for alice, the default player of these specs. */
export const tapFor = (source: string, ability = 0, player = 'alice'): GameCommand => ({ do: 'activate', player, source, ability });

/** `cast` for alice, with the targets chosen as it is cast (601.2c). */
export const cast = (card: string, targets: readonly string[] = [], player = 'alice'): GameCommand => ({ do: 'cast', player, card, ...(targets.length > 0 ? { targets } : {}) });

/** Declares attackers (508.1): creature id → the player it attacks; alice attacks by default. */
export const attack = (attackers: Readonly<Record<string, string>>, player = 'alice'): GameCommand => ({ do: 'attack', player, attackers });

/** Declares blockers (509.1): blocker id → the attacker it blocks; bob blocks by default. */
export const block = (blockers: Readonly<Record<string, string>>, player = 'bob'): GameCommand => ({ do: 'block', player, blockers });

/** The `{ type, data }` of events, for `toContainEqual` / `toMatchObject` checks. */
export function typesAndData(events: readonly GameEvent[]): { type: string; data: unknown }[] {
  return events.map((e) => ({ type: e.type, data: e.data }));
}
