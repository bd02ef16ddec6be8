/**
 * Target requirements by quality (115.1): "target creature or enchantment", "target green or white
 * creature", "target artifact, enchantment, or creature with flying", "target nonland permanent an
 * opponent controls", "target creature with toughness 4 or greater"; "target red or green spell",
 * "target artifact or creature spell". The colors are the object's own (105.2).
 */
import type { CardCatalog } from './card-catalog';
import type { CreatureQuality, PermanentTargetFilter, SpellTargetFilter } from './card-definition';
import type { ManaType } from './mana';
import { hasKeyword, isCreature, isLand, powerToughness } from './queries';
import type { GameState, Permanent, PlayerName } from './state';

export type { CreatureQuality, PermanentTargetFilter, SpellTargetFilter } from './card-definition';

const COLOR_WORDS: Readonly<Record<ManaType, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', C: 'colorless' };

function creatureHas(state: GameState, catalog: CardCatalog, p: Permanent, quality: CreatureQuality | undefined): boolean {
  if (quality === undefined) return true;
  if ('keyword' in quality) return hasKeyword(state, catalog, p, quality.keyword);
  const pt = powerToughness(state, catalog, p);
  if (pt === null) return false;
  const value = quality.stat === 'power' ? pt.power : pt.toughness;
  return quality.orGreater ? value >= quality.n : value <= quality.n;
}

function ofColor(colors: readonly ManaType[] | undefined, own: readonly ManaType[]): boolean {
  return colors === undefined || colors.some((c) => own.includes(c));
}

/** Whether a permanent is what the filter asks for, as it is now (a creature with its current power and toughness). */
export function permanentMatchesTarget(state: GameState, catalog: CardCatalog, filter: PermanentTargetFilter, p: Permanent, controller: PlayerName): boolean {
  const card = catalog.get(p.card);
  const typed =
    filter.types.length === 0 ||
    filter.types.some((t) => (t === 'Creature' ? isCreature(state, catalog, p) && creatureHas(state, catalog, p, filter.creature) : card.types.includes(t)));
  if (!typed) return false;
  if (filter.nonland === true && isLand(catalog, p)) return false;
  if (filter.controller === 'you' && p.controller !== controller) return false;
  if (filter.controller === 'opponent' && p.controller === controller) return false;
  return ofColor(filter.colors, card.colors);
}

/** Whether a spell's card is what the filter asks for. */
export function spellMatchesTarget(catalog: CardCatalog, filter: SpellTargetFilter, card: string): boolean {
  const c = catalog.get(card);
  return (filter.types.length === 0 || filter.types.some((t) => c.types.includes(t))) && ofColor(filter.colors, c.colors);
}

/** "a, b, or c" / "a or b" / "a". */
export function orList(words: readonly string[]): string {
  if (words.length <= 2) return words.join(' or ');
  return `${words.slice(0, -1).join(', ')}, or ${words[words.length - 1] ?? ''}`;
}

function qualityWords(q: CreatureQuality): string {
  return 'keyword' in q ? `with ${q.keyword}` : `with ${q.stat} ${q.n} or ${q.orGreater ? 'greater' : 'less'}`;
}

/** The words of a permanent filter, for refusals: "target artifact, enchantment, or creature with flying". */
export function describePermanentFilter(f: PermanentTargetFilter): string {
  const kinds = f.types.map((t) => (t === 'Creature' && f.creature !== undefined ? `creature ${qualityWords(f.creature)}` : t.toLowerCase()));
  if (f.orPlaneswalker === true) kinds.push('planeswalker');
  const noun = kinds.length === 0 ? `${f.nonland === true ? 'nonland ' : ''}permanent` : orList(kinds);
  const colors = f.colors === undefined ? '' : ` that's ${orList(f.colors.map((c) => COLOR_WORDS[c]))}`;
  const who = f.controller === undefined ? '' : f.controller === 'you' ? ' you control' : ' an opponent controls';
  return `target ${noun}${colors}${who}`;
}

/** The words of a spell filter: "target red or green spell", "target artifact or creature spell". */
export function describeSpellFilter(f: SpellTargetFilter): string {
  const words = [...(f.colors ?? []).map((c) => COLOR_WORDS[c]), ...f.types.map((t) => t.toLowerCase())];
  return `target ${words.length === 0 ? '' : `${orList(words)} `}spell`;
}
