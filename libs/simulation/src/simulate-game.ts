/**
 * One simulated game: a random starting position and seeded bots playing it through the rules
 * engine until someone wins, everybody is gone, or the turn limit is reached. The same options
 * give the same game, event for event.
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
  candidateCommands, createDecider, legalCommands, normalizeSetup, type CardCatalog, type Decider, type GameCommand, type GameEvent, type GameState, type PlayerName,
} from '@arbiter/rules';
import { DEFAULT_WEIGHTS, firstToAct, isOwnAction, movesOn, nextInGame, pickLegal, playersInGame, weightOf, type BotWeights } from './random-bot';
import { seededRandom } from './seeded-random';
import { cardPool, randomStart, SEAT_NAMES, type CardPool } from './starting-position';

export interface GameOptions {
  readonly seed: number;
  /** 2 to 4 players; a range lets the seed choose. Default `{ min: 2, max: 4 }`. */
  readonly players?: number | { readonly min: number; readonly max: number };
  /** The game stops once this turn is over (default 30). */
  readonly maxTurns?: number;
  /** A safety net against endless loops of legal actions (default 5,000 commands). */
  readonly maxCommands?: number;
  /** Probability that the player with priority concedes at a decision (default 0.0005, CR 104.3a). */
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

export function simulateGame(options: GameOptions): SimulatedGame {
  const catalog = options.catalog ?? CARD_CATALOG;
  const { decider, pool } = prepare(catalog);
  const rng = seededRandom(options.seed);
  const range = options.players ?? { min: 2, max: 4 };
  const count = typeof range === 'number' ? range : rng.int(range.min, range.max);
  if (!Number.isInteger(count) || count < 2 || count > SEAT_NAMES.length) throw new RangeError(`a game has 2 to 4 players, not ${count}`);
  const players = SEAT_NAMES.slice(0, count);
  const gameId = rng.uuid();
  const setup = normalizeSetup(players, rng.seed(), randomStart(rng, players, catalog, pool), catalog);
  const maxTurns = options.maxTurns ?? 30;
  const maxCommands = options.maxCommands ?? 5_000;
  const concedeChance = options.concedeChance ?? 0.0005;
  const weights = options.weights ?? DEFAULT_WEIGHTS;

  const batches: GameEvent[][] = [];
  const commands: GameCommand[] = [];
  let state: GameState = decider.initialState();
  let events = 0;
  // The candidates in the current state, computed once per state (passing does not change it).
  let candidates: GameCommand[] | null = null;
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

  let holder = firstToAct(state);
  let passes = 0;
  let outcome: GameOutcome | null = null;
  while (outcome === null) {
    if (state.winner !== null) outcome = { kind: 'won', winner: state.winner, seat: players.indexOf(state.winner) + 1 };
    else if (playersInGame(state) === 0) outcome = { kind: 'draw' };
    else if (state.turn > maxTurns) outcome = { kind: 'turnLimit' };
    else if (commands.length >= maxCommands) outcome = { kind: 'commandLimit' };
    if (outcome !== null) break;

    if (state.playerStates[holder]?.inGame !== true) holder = firstToAct(state);
    const choice = state.pendingChoice;
    const actor = choice?.player ?? holder;
    if (rng.chance(concedeChance)) {
      if (!send({ do: 'concede', player: actor })) throw new Error(`the rules refused a concession by ${actor} (104.3a allows it at any time)`);
      holder = firstToAct(state);
      passes = 0;
      continue;
    }
    candidates ??= candidateCommands(state, catalog);
    if (choice !== null) {
      // A question: one of its legal answers, each as likely (the answer leaves priority where it was).
      const answers = candidates.filter((c) => c.do === 'choose' && c.player === choice.player);
      const pick = pickLegal(answers, answers.map(() => 1), 0, rng, tryCommand);
      if (pick.kind === 'act') apply(pick.command, pick.events);
      else if (!sendAnyLegal()) outcome = { kind: 'draw' };
      continue;
    }
    const own = candidates.filter((c) => isOwnAction(c, holder));
    const pick = pickLegal(own, own.map((c) => weightOf(c, weights)), weights.pass, rng, tryCommand);
    if (pick.kind === 'act') {
      apply(pick.command, pick.events);
      passes = 0; // the player who acted keeps priority (117.3c)
      continue;
    }
    passes++;
    if (passes < playersInGame(state)) {
      holder = nextInGame(state, holder);
      continue;
    }
    // Everyone passed in succession (117.4).
    if (!movesOn(state, rng, weights).some(send) && !sendAnyLegal()) outcome = { kind: 'draw' };
    holder = firstToAct(state);
    passes = 0;
  }
  return { gameId, seed: options.seed, players, batches, commands, events, turns: state.turn, outcome };

  /** Nothing to pass to (rare: a choice nobody in the game can answer): any legal command but conceding. */
  function sendAnyLegal(): boolean {
    const rest = legalCommands(state, catalog).filter((c) => c.do !== 'concede');
    return rest.length > 0 && send(rng.pick(rest));
  }
}
