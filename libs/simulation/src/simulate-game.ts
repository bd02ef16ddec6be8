/**
 * One simulated game: by default a whole game from two decks (mulligans, then turns), or a
 * random starting position, and seeded bots playing it through the rules engine until someone
 * wins, everybody is gone, or the turn limit is reached. The same options give the same game,
 * event for event.
 *
 * Legal means what `legalCommands` means: a command the decider accepts in that state. Every
 * command sent was tried on the decider first and kept only when it was accepted, so each one is
 * among `legalCommands(state, catalog)` (the simulation's tests check it).
 *
 * @example
 * const game = simulateGame({ seed: 42, players: 2 });
 * game.batches[0]?.[0]?.type; // 'GameStarted'
 * game.outcome;               // { kind: 'won', winner: 'bob', seat: 2 }
 */
import { CARD_CATALOG } from '@arbiter/cards';
import {
  candidateCommands, createDecider, legalCommands, manaAmount, manaValue, normalizeSetup, type CardCatalog, type Decider, type GameCommand, type GameEvent, type GameStart, type GameState,
  type PlayerName,
} from '@arbiter/rules';
import { deckCards, type DeckList } from './decks/deck-list';
import { DECKS } from './decks/decks';
import { drawSetDeck, type SetDeckPool } from './decks/set-decks';
import { nextPlanCommands, plannableSpells, type SpellPlan } from './mana-plan';
import { answersChoice, DEFAULT_WEIGHTS, isOwnAction, mulliganWeight, pickLegal, playersInGame, weightOf, type BotWeights } from './random-bot';
import { seededRandom, type SeededRandom } from './seeded-random';
import { cardPool, randomStart, SEAT_NAMES, type CardPool } from './starting-position';

/** How a simulated game starts: from decks (the default), or from a random position in the middle of a game. */
export type StartKind = 'decks' | 'positions';

export interface GameOptions {
  readonly seed: number;
  /** 2 to 4 players; a range lets the seed choose. Default `{ min: 2, max: 4 }`. */
  readonly players?: number | { readonly min: number; readonly max: number };
  /**
   * `decks` (default): each seat gets one of `decks` in turn (the seed choosing seat 1's), with
   * opening hands and mulligans (103.5), turn 1 onwards. `positions`: a random position drawn from
   * the card pool (`randomStart`), seat 1 in its first main phase.
   */
  readonly start?: StartKind;
  /** The decks of a game from decks (default `DECKS`: green-white and red-black-blue). */
  readonly decks?: readonly DeckList[];
  /**
   * Decks drawn from the modeled cards of one set instead (`setDeckPool`): each seat gets its own
   * deck, drawn with the game's seed (`drawSetDeck`). The pool's cards must be in `catalog`.
   */
  readonly setDecks?: { readonly set: string; readonly pool: SetDeckPool };
  /**
   * The game stops once this turn is over. Default: from decks, 35 turns per player (by then a
   * 40-card library has run out, 704.5b); from positions, 30.
   */
  readonly maxTurns?: number;
  /** A safety net against endless loops of legal actions (default 20,000 commands). */
  readonly maxCommands?: number;
  /** Probability that the player acting concedes at a decision (default 0.00005, CR 104.3a). */
  readonly concedeChance?: number;
  readonly weights?: BotWeights;
  readonly catalog?: CardCatalog;
}

export type GameOutcome =
  | { readonly kind: 'won'; readonly winner: PlayerName; readonly seat: number }
  /** Every player left the game at once (104.4a). */
  | { readonly kind: 'draw' }
  | { readonly kind: 'turnLimit' }
  | { readonly kind: 'commandLimit' };

export interface SimulatedGame {
  readonly gameId: string;
  readonly seed: number;
  readonly players: readonly PlayerName[];
  /** The events of each command, in order; the first batch is `[GameStarted]`. */
  readonly batches: readonly (readonly GameEvent[])[];
  /** The commands the bots sent, in order: `batches[n + 1]` holds the events of `commands[n]`. */
  readonly commands: readonly GameCommand[];
  readonly events: number;
  /** The turn the game ended on. */
  readonly turns: number;
  readonly outcome: GameOutcome;
}

/** Reused across games: a decider and a sorted card pool per catalog. */
const prepared = new WeakMap<CardCatalog, { decider: Decider; pool: CardPool }>();

function prepare(catalog: CardCatalog): { decider: Decider; pool: CardPool } {
  let p = prepared.get(catalog);
  if (p === undefined) {
    p = { decider: createDecider(catalog), pool: cardPool(catalog) };
    prepared.set(catalog, p);
  }
  return p;
}

/** The events of a simulated game, in stream order. */
export function gameEvents(game: SimulatedGame): GameEvent[] {
  return game.batches.flat();
}

const accepted = (events: readonly GameEvent[]): boolean => !(events.length === 1 && events[0]?.type === 'ActionRejected');

/** Seats take the decks in turn; the seed picks the one seat 1 plays. */
function deckStart(rng: SeededRandom, players: readonly PlayerName[], decks: readonly DeckList[]): GameStart {
  if (decks.length === 0) throw new RangeError('a game from decks needs at least one deck');
  const first = rng.int(0, decks.length - 1);
  return { decks: Object.fromEntries(players.map((p, i) => [p, deckCards(decks[(first + i) % decks.length] as DeckList)])) };
}

function shuffler(rng: SeededRandom): <T>(xs: T[]) => T[] {
  return <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
    }
    return xs;
  };
}

export function simulateGame(options: GameOptions): SimulatedGame {
  const catalog = options.catalog ?? CARD_CATALOG;
  const { decider, pool } = prepare(catalog);
  const rng = seededRandom(options.seed);
  const shuffle = shuffler(rng);
  const range = options.players ?? { min: 2, max: 4 };
  const count = typeof range === 'number' ? range : rng.int(range.min, range.max);
  if (!Number.isInteger(count) || count < 2 || count > SEAT_NAMES.length) throw new RangeError(`a game has 2 to 4 players, not ${count}`);
  const players = SEAT_NAMES.slice(0, count);
  const gameId = rng.uuid();
  const fromDecks = (options.start ?? 'decks') === 'decks';
  const setDecks = options.setDecks;
  const decks = (): readonly DeckList[] => (setDecks === undefined ? (options.decks ?? DECKS) : players.map(() => drawSetDeck(rng, catalog, setDecks.pool, setDecks.set)));
  const start = fromDecks ? deckStart(rng, players, decks()) : randomStart(rng, players, catalog, pool);
  const setup = normalizeSetup(players, rng.seed(), start, catalog);
  const maxTurns = options.maxTurns ?? (fromDecks ? 35 * count : 30);
  const maxCommands = options.maxCommands ?? 20_000;
  const concedeChance = options.concedeChance ?? 0.00005;
  const weights = options.weights ?? DEFAULT_WEIGHTS;

  const batches: GameEvent[][] = [];
  const commands: GameCommand[] = [];
  let state: GameState = decider.initialState();
  let events = 0;
  // The candidates in the current state, computed once per state.
  let candidates: GameCommand[] | null = null;
  // A spell the player holding priority is tapping mana for.
  const intent: { plan: SpellPlan | null } = { plan: null };
  const apply = (command: GameCommand | null, batch: GameEvent[]): void => {
    for (const e of batch) state = decider.evolve(state, e);
    batches.push(batch);
    if (command !== null) commands.push(command);
    events += batch.length;
    candidates = null;
  };
  const tryCommand = (command: GameCommand): GameEvent[] | null => {
    const batch = decider.decide(command, state);
    return accepted(batch) ? batch : null;
  };
  const send = (command: GameCommand): boolean => {
    const batch = tryCommand(command);
    if (batch !== null) apply(command, batch);
    return batch !== null;
  };
  apply(null, decider.start(gameId, setup));

  let outcome: GameOutcome | null = null;
  while (outcome === null) {
    if (state.winner !== null) outcome = { kind: 'won', winner: state.winner, seat: players.indexOf(state.winner) + 1 };
    else if (playersInGame(state) === 0) outcome = { kind: 'draw' };
    else if (state.turn > maxTurns) outcome = { kind: 'turnLimit' };
    else if (commands.length >= maxCommands) outcome = { kind: 'commandLimit' };
    if (outcome !== null) break;

    const choice = state.pendingChoice;
    const actor = choice?.player ?? state.priority;
    if (actor !== null && rng.chance(concedeChance)) {
      if (!send({ do: 'concede', player: actor })) throw new Error(`the rules refused a concession by ${actor} (104.3a allows it at any time)`);
      intent.plan = null;
      continue;
    }
    const now: GameCommand[] = (candidates ??= candidateCommands(state, catalog));
    if (state.step === 'mulligan') {
      // 103.5: whoever declares next keeps or mulligans; the decider refuses the others' decisions.
      const decisions = now.filter((c) => c.do === 'mulligan' || c.do === 'keep');
      const pick = pickLegal(decisions, decisions.map((c) => mulliganWeight(state, catalog, c, weights)), 0, rng, tryCommand);
      if (pick.kind === 'act') apply(pick.command, pick.events);
      else if (!sendAnyLegal()) outcome = { kind: 'draw' };
      continue;
    }
    if (choice !== null) {
      // A question or a declaration: one of its legal answers, attacking likelier than not.
      const replies = now.filter((c) => answersChoice(c, state));
      const pick = pickLegal(replies, replies.map((c) => (c.do === 'attack' && Object.keys(c.attackers).length > 0 ? weights.attack : 1)), 0, rng, tryCommand);
      if (pick.kind === 'act') apply(pick.command, pick.events);
      else if (!sendAnyLegal()) outcome = { kind: 'draw' };
      continue;
    }
    const holder = state.priority;
    if (holder === null) {
      if (!sendAnyLegal()) outcome = { kind: 'draw' };
      continue;
    }
    const plan = intent.plan;
    if (plan !== null && plan.player === holder && carryOutPlan(plan, now)) continue;
    intent.plan = null;
    act(holder, now);
  }
  return { gameId, seed: options.seed, players, batches, commands, events, turns: state.turn, outcome };

  /** One step of a plan: the cast, or one more mana ability; false (the plan is over) when neither is legal. */
  function carryOutPlan(p: SpellPlan, now: readonly GameCommand[]): boolean {
    for (const command of nextPlanCommands(state, catalog, p, now, shuffle)) {
      if (!send(command)) continue;
      if (command.do === 'cast') intent.plan = null;
      return true;
    }
    return false;
  }

  /** The priority holder acts (keeping priority, 117.3c), starts tapping mana for a spell, or passes (117.3d). */
  function act(holder: PlayerName, now: readonly GameCommand[]): void {
    const floating = manaAmount(state.playerStates[holder]?.manaPool ?? {}) > 0;
    // A cast needs its mana in the pool (601.2h): with none floating only a free spell can be cast.
    const own = now.filter((c) => isOwnAction(c, holder) && (c.do !== 'cast' || floating || freeToCast(c)));
    // A card's weight is shared among its casts (one per target or X), so many targets don't make it likelier.
    const castsOf = new Map<string, number>();
    for (const c of own) if (c.do === 'cast') castsOf.set(c.card, (castsOf.get(c.card) ?? 0) + 1);
    const weightOfOwn = (c: GameCommand): number => weightOf(state, catalog, c, weights) / (c.do === 'cast' ? (castsOf.get(c.card) ?? 1) : 1);
    const plans = plannableSpells(state, catalog, holder, now);
    const left = [...own.map(weightOfOwn), ...plans.map((p) => (!p.instant ? weights.plan : state.activePlayer === holder ? weights.instant : weights.instantOffTurn)), weights.pass];
    let total = left.reduce((a, b) => a + b, 0);
    while (total > 0) {
      const i = rng.weighted(left);
      const command = own[i];
      const p = plans[i - own.length];
      if (command !== undefined) {
        if (send(command)) return;
      } else if (p !== undefined) {
        if (carryOutPlan(p, now)) {
          if (state.stack.every((o) => o.id !== p.card)) intent.plan = p;
          return;
        }
      } else break;
      total -= left[i] ?? 0;
      left[i] = 0;
    }
    if (!send({ do: 'pass', player: holder })) throw new Error(`the rules refused a pass by ${holder}, who holds priority (117.3d)`);
  }

  /** A spell with no mana to pay: mana value 0 as cast (X = 0 included). */
  function freeToCast(c: Extract<GameCommand, { do: 'cast' }>): boolean {
    const name = state.playerStates[c.player]?.hand.find((h) => h.id === c.card)?.card;
    const cost = name === undefined ? null : catalog.get(name).manaCost;
    return cost !== null && manaValue(cost, c.x ?? 0) === 0;
  }

  /** Nothing to pass to (rare: a choice nobody in the game can answer): any legal command but conceding. */
  function sendAnyLegal(): boolean {
    const rest = legalCommands(state, catalog).filter((c) => c.do !== 'concede');
    return rest.length > 0 && send(rng.pick(rest));
  }
}
