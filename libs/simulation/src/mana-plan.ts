/**
 * "Tap mana for that spell": a spell is cast from mana already in the pool (601.2g-h), so a bot
 * that wants to cast one first activates mana abilities, one command each, until a cast of it is
 * legal. Sources that make a color the cost still needs go first; a plan with no useful source
 * left is given up (the mana stays in the pool until the step ends, 500.4).
 *
 * @example
 * const plan = plannableSpells(state, catalog, 'alice', candidates); // hand cards worth tapping for
 */
import {
  activatedAbilitiesOf, manaAmount, manaValue, MANA_TYPES, type CardCatalog, type GameCommand, type GameState, type ManaType, type ObjectId, type PlayerName,
} from '@arbiter/rules';
import { isManaActivation } from './random-bot';

/** A spell in hand and whether it is an instant (cast at any priority) or waits for a main phase. */
export interface SpellPlan {
  readonly player: PlayerName;
  readonly card: ObjectId;
  readonly instant: boolean;
}

/** The mana a source's command would make: the types of a fixed production, or null for "any". */
function producedTypes(state: GameState, catalog: CardCatalog, command: GameCommand): readonly ManaType[] | null {
  if (command.do !== 'activate') return [];
  const source = state.battlefield[command.source];
  const ability = source === undefined ? undefined : activatedAbilitiesOf(catalog.get(source.card))[command.ability];
  if (ability?.kind !== 'mana' || ability.produce.kind !== 'fixed') return null;
  const mana = ability.produce.mana;
  return MANA_TYPES.filter((t) => (mana[t] ?? 0) > 0);
}

function manaSources(state: GameState, catalog: CardCatalog, player: PlayerName, candidates: readonly GameCommand[]): GameCommand[] {
  return candidates.filter((c) => c.do === 'activate' && c.player === player && isManaActivation(state, catalog, c));
}

/**
 * Spells in `player`'s hand worth tapping mana for now: castable at this time (an instant, or in
 * their own main phase on an empty stack, 307.1), with targets to choose (a cast candidate
 * exists), and with enough untapped sources and floating mana for its mana value.
 */
export function plannableSpells(state: GameState, catalog: CardCatalog, player: PlayerName, candidates: readonly GameCommand[]): SpellPlan[] {
  const sorceryTime = state.activePlayer === player && (state.step === 'precombatMain' || state.step === 'postcombatMain') && state.stack.length === 0;
  const potential = manaSources(state, catalog, player, candidates).length + manaAmount(state.playerStates[player]?.manaPool ?? {});
  const seen = new Set<ObjectId>();
  const out: SpellPlan[] = [];
  for (const c of candidates) {
    if (c.do !== 'cast' || c.player !== player || seen.has(c.card)) continue;
    seen.add(c.card);
    const name = state.playerStates[player]?.hand.find((h) => h.id === c.card)?.card;
    if (name === undefined) continue;
    const card = catalog.get(name);
    const instant = card.types.includes('Instant');
    const cost = card.manaCost;
    if (cost === null || (!instant && !sorceryTime)) continue;
    if (manaValue(cost, cost.xCount > 0 ? 1 : 0) > potential || manaValue(cost, cost.xCount > 0 ? 1 : 0) === 0) continue;
    out.push({ player, card: c.card, instant });
  }
  return out;
}

/** What a plan does next: the commands to try in order (a cast of the card, else mana sources), or nothing when it is over. */
export function nextPlanCommands(state: GameState, catalog: CardCatalog, plan: SpellPlan, candidates: readonly GameCommand[], shuffle: <T>(xs: T[]) => T[]): GameCommand[] {
  const name = state.playerStates[plan.player]?.hand.find((h) => h.id === plan.card)?.card;
  if (name === undefined) return [];
  const cost = catalog.get(name).manaCost;
  if (cost === null) return [];
  // X spells: the largest X once every useful source is tapped; the others: any legal cast at once.
  const casts = shuffle(candidates.filter((c) => c.do === 'cast' && c.player === plan.player && c.card === plan.card));
  casts.sort((a, b) => (b.do === 'cast' ? (b.x ?? 0) : 0) - (a.do === 'cast' ? (a.x ?? 0) : 0));
  const pool = state.playerStates[plan.player]?.manaPool;
  const needed = new Set<ManaType>(MANA_TYPES.filter((t) => (cost.symbols[t] ?? 0) > (pool?.[t] ?? 0)));
  const sources = shuffle(manaSources(state, catalog, plan.player, candidates));
  const makes = (c: GameCommand): readonly ManaType[] | null => producedTypes(state, catalog, c);
  const useful = needed.size === 0 ? sources : sources.filter((c) => makes(c) === null || (makes(c) ?? []).some((t) => needed.has(t)));
  const enoughGeneric = manaAmount(pool ?? {}) >= manaValue(cost, cost.xCount > 0 ? 1 : 0);
  if (cost.xCount > 0) return [...useful, ...casts];
  return enoughGeneric && needed.size === 0 ? casts : [...casts, ...useful];
}
