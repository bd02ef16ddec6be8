/**
 * Keyword lines (CR 702): one or more keywords the engine plays, comma-separated.
 */
import type { Ability } from '@arbiter/rules';
import type { LineRule } from './line-rule';

/** Keywords the engine plays, lowercased as the CR writes them. */
export const PLAYED_KEYWORDS: readonly string[] = [
  'flash', 'flying', 'reach', 'vigilance', 'haste', 'defender', 'first strike', 'double strike', 'trample', 'deathtouch', 'lifelink', 'menace',
  'protection from white', 'protection from blue', 'protection from black', 'protection from red', 'protection from green',
  'indestructible', 'hexproof', 'shroud', 'plainswalk', 'islandwalk', 'swampwalk', 'mountainwalk', 'forestwalk', 'fear', 'shadow', 'horsemanship', 'intimidate',
  // Characteristic-defining abilities (604.3): devoid makes the card colorless (702.114a), changeling every creature type (702.73a).
  'devoid', 'changeling',
  // Damage to creatures as -1/-1 counters (702.80a); infect also gives players poison counters (702.90b).
  'wither', 'infect',
];

export const keywordRule: LineRule = {
  name: 'keywords',
  examples: ['Flash', 'Flying', 'Flying, vigilance', 'First strike, protection from black', 'Deathtouch, lifelink', 'Indestructible', 'Hexproof', 'Swampwalk', 'Flying, fear', 'Shadow', 'Horsemanship', 'Devoid', 'Changeling', 'Wither', 'Infect', 'Trample, infect, indestructible'],
  read: (line) => {
    const abilities: Ability[] = [];
    for (const part of line.text.split(/,\s*/)) {
      const word = part.trim();
      if (!PLAYED_KEYWORDS.includes(word.toLowerCase())) return null;
      abilities.push({ kind: 'keyword', text: word.charAt(0).toUpperCase() + word.slice(1) });
    }
    return { abilities };
  },
};

/** Prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." */
export const prowessRule: LineRule = {
  name: 'prowess',
  examples: ['Prowess'],
  read: (line) =>
    line.text === 'Prowess'
      ? { abilities: [{ kind: 'triggered', text: line.printed, trigger: { kind: 'youCastNoncreatureSpell' }, effect: { kind: 'pumpSource', power: 1, toughness: 1 } }] }
      : null,
};
