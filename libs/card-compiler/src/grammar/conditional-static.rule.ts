/**
 * A card's own bonus while a condition holds (611.3a): "~ has first strike as long as it's
 * attacking.", "As long as it's your turn, ~ gets +0/+2.", "As long as you control a Dragon, ~
 * has flying.", "As long as you have 25 or more life, ~ has double strike."
 */
import type { CardType, SelfCondition, StaticAbility } from '@arbiter/rules';
import { creatureType } from './creature-types.phrase';
import { isSpellCard, type LineRule } from './line-rule';
import { NUMBER, readNumber } from './numbers.phrase';
import { keywordList } from './static.rule';

const TYPES: Readonly<Record<string, CardType>> = { artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land' };
const LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** Kinds of cards a graveyard condition counts: "instant and/or sorcery cards", "creature cards". */
const GRAVEYARD_KINDS: Readonly<Record<string, readonly CardType[]>> = { 'instant and/or sorcery ': ['Instant', 'Sorcery'], 'creature ': ['Creature'] };

/** "seven or more cards are in your graveyard", "there are seven or more cards in your graveyard", "two or more instant and/or sorcery cards". */
function readGraveyardCondition(text: string): SelfCondition | null {
  const m = new RegExp(`^(?:there are )?${NUMBER} or more (instant and/or sorcery |creature )?cards (?:are )?in your graveyard$`).exec(text);
  const n = m === null ? null : readNumber(m[1] ?? '');
  const types = m?.[2] === undefined ? undefined : GRAVEYARD_KINDS[m[2]];
  return n === null ? null : { kind: 'graveyardAtLeast', n, ...(types === undefined ? {} : { types }) };
}

/** "it's your turn", "you control an artifact", "you control a Dragon", "you have 25 or more life", a graveyard's size. */
function readCondition(text: string): SelfCondition | null {
  if (text === "it's your turn") return { kind: 'yourTurn' };
  const graveyard = readGraveyardCondition(text);
  if (graveyard !== null) return graveyard;
  const life = /^you have (\d+) or more life$/.exec(text);
  if (life !== null) return { kind: 'lifeAtLeast', n: Number(life[1]) };
  const control = /^you control an? ([\w-]+)$/.exec(text);
  if (control === null) return null;
  const word = control[1] ?? '';
  const type = TYPES[word];
  if (type !== undefined) return { kind: 'youControl', type };
  return LAND_TYPES.includes(word) || creatureType(word) !== null ? { kind: 'youControl', subtype: word } : null;
}

/** "gets +1/+0 and has deathtouch", "has flying": the bonus, or null. */
function readBonus(text: string): { power: number; toughness: number; keywords: string[] } | null {
  const m = /^(?:gets ([+-]\d+)\/([+-]\d+)(?: and has (.+))?|has (.+))$/.exec(text);
  if (m === null) return null;
  const words = m[3] ?? m[4];
  const keywords = words === undefined ? [] : keywordList(words);
  if (keywords === null) return null;
  const n = (s: string | undefined): number => (s === undefined ? 0 : Number(s.replace('+', '')));
  return { power: n(m[1]), toughness: n(m[2]), keywords };
}

function readConditionalStatic(line: string): StaticAbility | null {
  // An ability word ("Threshold —") has no rules meaning of its own (207.2c).
  const text = line.replace(/^Threshold [-—] /, '');
  const trailing = /^~ (.+) as long as (.+ in your graveyard)\.$/.exec(text);
  if (trailing !== null) {
    const condition = readGraveyardCondition(trailing[2] ?? '');
    // "~ can't be blocked as long as ...": an evasion while the condition holds (509.1b).
    if (trailing[1] === "can't be blocked") return condition === null ? null : { kind: 'cantBeBlockedWhile', condition };
    const bonus = readBonus(trailing[1] ?? '');
    return condition === null || bonus === null ? null : { kind: 'selfGetsWhile', ...bonus, condition };
  }
  const attacking = /^~ (.+) as long as it's attacking\.$/.exec(text);
  const leading = /^As long as ([^,]+), ~ (.+)\.$/.exec(text);
  const condition: SelfCondition | null = attacking !== null ? { kind: 'attacking' } : leading !== null ? readCondition(leading[1] ?? '') : null;
  const bonus = attacking !== null ? readBonus(attacking[1] ?? '') : leading !== null ? readBonus(leading[2] ?? '') : null;
  return condition === null || bonus === null ? null : { kind: 'selfGetsWhile', ...bonus, condition };
}

export const conditionalStaticRule: LineRule = {
  name: 'the card’s own bonus while a condition holds',
  examples: [
    "~ has first strike as long as it's attacking.", "~ has flying as long as it's attacking.", "As long as it's your turn, ~ gets +0/+2.",
    'As long as you control an artifact, ~ gets +1/+0 and has deathtouch.', 'As long as you control a Dragon, ~ has flying.', 'As long as you have 25 or more life, ~ has double strike.',
    'Threshold - ~ gets +2/+2 as long as seven or more cards are in your graveyard.', 'Threshold - As long as seven or more cards are in your graveyard, ~ gets +1/+1 and has flying.',
    "Threshold — ~ can't be blocked as long as there are seven or more cards in your graveyard.", 'As long as there are two or more instant and/or sorcery cards in your graveyard, ~ gets +1/+0 and has haste.',
  ],
  read: (line, card) => {
    // A creature's bonus: on an instant or sorcery the words would mean something else.
    if (isSpellCard(card)) return null;
    const ability = readConditionalStatic(line.text);
    return ability === null ? null : { abilities: [{ kind: 'static', text: line.printed, static: ability }] };
  },
};
