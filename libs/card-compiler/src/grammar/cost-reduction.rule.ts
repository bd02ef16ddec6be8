/**
 * Cost reductions (CR 601.2f): "Instant and sorcery spells you cast cost {1} less to cast." on a
 * permanent, and "This spell costs {1} less to cast for each instant and sorcery card in your
 * graveyard." on the card itself. Generic mana only.
 */
import type { CardType, SpellFilter } from '@arbiter/rules';
import { creatureType } from './creature-types.phrase';
import { isSpellCard, type LineRule } from './line-rule';

const CARD_TYPES: readonly CardType[] = ['Artifact', 'Creature', 'Enchantment', 'Instant', 'Sorcery'];

/**
 * The cards a list of types names, joined by "and": "Instant and sorcery", "Dragon", "Kithkin
 * spells and Soldier" (each a card type or a creature type, 205.3m).
 *
 * @example
 * spellFilter('Instant and sorcery') // { types: ['Instant', 'Sorcery'] }
 */
export function spellFilter(words: string): SpellFilter | null {
  const types: CardType[] = [];
  const subtypes: string[] = [];
  for (const word of words.split(/, and |, | spells and | and /)) {
    const type = CARD_TYPES.find((t) => t.toLowerCase() === word.toLowerCase());
    const subtype = creatureType(word);
    if (type !== undefined) types.push(type);
    else if (subtype !== null) subtypes.push(subtype);
    else return null;
  }
  return { ...(types.length > 0 ? { types } : {}), ...(subtypes.length > 0 ? { subtypes } : {}) };
}

/** "Instant and sorcery spells you cast cost {1} less to cast.", on a permanent (it works from the battlefield, 113.6). */
export const spellsCostLessRule: LineRule = {
  name: 'spells you cast cost less',
  examples: ['Instant and sorcery spells you cast cost {1} less to cast.', 'Dragon spells you cast cost {1} less to cast.', 'Kithkin spells and Soldier spells you cast cost {1} less to cast.'],
  read: (line, card) => {
    const m = /^(.+) spells you cast cost \{(\d+)\} less to cast\.$/.exec(line.text);
    const spells = m?.[1] === undefined ? null : spellFilter(m[1]);
    if (m === null || spells === null || isSpellCard(card)) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'spellsYouCastCostLess', generic: Number(m[2]), spells } }] };
  },
};

/** "~ costs {1} less to cast for each instant and sorcery card in your graveyard." */
export const costsLessPerGraveyardCardRule: LineRule = {
  name: 'costs less for each card in your graveyard',
  examples: ['~ costs {1} less to cast for each instant and sorcery card in your graveyard.', '~ costs {1} less to cast for each creature card in your graveyard.'],
  read: (line) => {
    const m = /^~ costs \{(\d+)\} less to cast for each (.+) card in your graveyard\.$/.exec(line.text);
    const cards = m?.[2] === undefined ? null : spellFilter(m[2]);
    if (m === null || cards?.types === undefined || cards.subtypes !== undefined) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'costsLessForEachCardInYourGraveyard', generic: Number(m[1]), cards } }] };
  },
};
