/**
 * Legal actions: every command the rules allow right now. Candidates are built from the state
 * (abilities with their legal targets, castable cards with each small X, land plays, answers to
 * the pending choice, passing priority, conceding) and kept when `decide` accepts them, so the
 * list stays right as the rules grow: the decider is the one authority on legality.
 *
 * @example
 * legalCommands(state, catalog)
 * // [{ do: 'play', player: 'alice', card: 'l1' }, { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
 * //  { do: 'nextStep' }, { do: 'nextTurn' }, { do: 'concede', player: 'alice' }, { do: 'concede', player: 'bob' }]
 */
import type { CardCatalog } from './card-catalog';
import { LIST_CHOICES } from './choice';
import type { GameCommand } from './commands';
import { createDecider } from './decide';
import { manaAmount } from './mana';
import { activatedAbilities, apnapOrder, isLand, permanentsInOrder } from './queries';
import type { GameState, PendingChoice, PlayerName } from './state';
import { legalTargets, targetCount } from './targets';

/** The largest X tried for a spell with {X} in its cost ("each small X the pool allows"). */
export const MAX_X = 10;
/** The most answers tried for a choice answered with a list (a sample, not every subset). */
export const MAX_LIST_ANSWERS = 24;

export function legalCommands(state: GameState, catalog: CardCatalog): GameCommand[] {
  if (state.revision < 0 || state.winner !== null) return [];
  const decider = createDecider(catalog);
  return candidateCommands(state, catalog).filter((command) => {
    const events = decider.decide(command, state);
    return !(events.length === 1 && events[0]?.type === 'ActionRejected');
  });
}

/**
 * The commands worth trying now, before the decider judges them: a superset of the legal ones,
 * in the order `legalCommands` lists them. For callers that need only one legal command (a bot
 * drawing at random), trying candidates until the decider accepts one costs far less than
 * judging them all.
 *
 * @example
 * candidateCommands(state, catalog).find((c) => decider.decide(c, state)[0]?.type !== 'ActionRejected');
 */
export function candidateCommands(state: GameState, catalog: CardCatalog): GameCommand[] {
  const players = apnapOrder(state);
  const out: GameCommand[] = [];
  if (state.pendingChoice !== null) out.push(...answers(state.pendingChoice));
  for (const player of players) {
    for (const card of state.playerStates[player]?.hand ?? []) {
      if (isLand(catalog, card)) out.push({ do: 'play', player, card: card.id });
      else out.push(...casts(state, catalog, player, card.id, card.card));
    }
  }
  for (const p of permanentsInOrder(state)) {
    activatedAbilities(state, catalog, p).forEach((ref, ability) => {
      const spec = ref.ability.kind === 'activated' ? ref.ability.targets : undefined;
      if (spec === undefined) {
        out.push({ do: 'activate', player: p.controller, source: p.id, ability });
        return;
      }
      const [min, max] = targetCount(spec);
      for (const targets of subsets(legalTargets(state, catalog, spec, p.controller), min, max)) {
        out.push({ do: 'activate', player: p.controller, source: p.id, ability, targets });
      }
    });
  }
  out.push({ do: 'resolve' }, { do: 'nextStep' }, { do: 'nextTurn' });
  for (const player of players) out.push({ do: 'concede', player });
  return out;
}

function casts(state: GameState, catalog: CardCatalog, player: PlayerName, id: string, name: string): GameCommand[] {
  const card = catalog.get(name);
  const pool = state.playerStates[player]?.manaPool;
  const xCount = card.manaCost?.xCount ?? 0;
  const maxX = xCount === 0 || pool === undefined ? 0 : Math.min(MAX_X, Math.floor(manaAmount(pool) / xCount));
  const targetSets: (readonly string[] | undefined)[] =
    card.enchant === 'land' ? permanentsInOrder(state).filter((p) => isLand(catalog, p)).map((p) => [p.id]) : [undefined];
  const out: GameCommand[] = [];
  for (let x = 0; x <= maxX; x++) {
    for (const targets of targetSets) {
      out.push({ do: 'cast', player, card: id, ...(xCount > 0 ? { x } : {}), ...(targets === undefined ? {} : { targets }) });
    }
  }
  return out;
}

/** All options of a single choice; a bounded sample of the lists a list choice allows. */
function answers(choice: PendingChoice): GameCommand[] {
  const player = choice.player;
  if (!LIST_CHOICES.has(choice.kind)) return choice.options.map((option) => ({ do: 'choose', player, choice: option }));
  const lists =
    choice.kind === 'triggerOrder'
      ? permutations(choice.options)
      : subsets(choice.options, choice.min ?? 0, choice.max ?? choice.options.length);
  return lists.map((list) => ({ do: 'choose', player, choice: list }));
}

/**
 * Subsets of `options` with min..max elements, smallest first, in option order; at most
 * MAX_LIST_ANSWERS, the largest allowed one always among them.
 */
export function subsets<T>(options: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  const top = Math.min(max, options.length);
  const pick = (start: number, size: number, acc: T[]): void => {
    if (out.length >= MAX_LIST_ANSWERS - 1) return;
    if (acc.length === size) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < options.length; i++) pick(i + 1, size, [...acc, options[i] as T]);
  };
  for (let size = Math.max(0, min); size <= top; size++) pick(0, size, []);
  const largest = options.slice(0, top);
  if (top >= min && !out.some((s) => s.length === largest.length && s.every((o, i) => o === largest[i]))) out.push(largest);
  return out;
}

/** Orders of `options`, the given order first; at most MAX_LIST_ANSWERS. */
export function permutations<T>(options: readonly T[]): T[][] {
  const out: T[][] = [];
  const build = (rest: readonly T[], acc: T[]): void => {
    if (out.length >= MAX_LIST_ANSWERS) return;
    if (rest.length === 0) {
      out.push(acc);
      return;
    }
    rest.forEach((o, i) => {
      build([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, o]);
    });
  };
  build(options, []);
  return out;
}
