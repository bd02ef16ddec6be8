/**
 * Static abilities of the card itself (CR 604): "~ enters tapped.", "~ can't block.", "~ can't be
 * blocked.", "~ enters with X +1/+1 counters on it."
 */
import type { CreatureFilter, EntersUntappedCondition, StaticAbility } from '@arbiter/rules';
import { creatureType, creatureTypeOfPlural } from './creature-types.phrase';
import { NUMBER, readNumber } from './numbers.phrase';
import { PLAYED_KEYWORDS } from './keyword.rule';
import { isSpellCard, type LineRule } from './line-rule';

const SELF_STATICS: Readonly<Record<string, StaticAbility>> = {
  "~ can't block.": { kind: 'cantBlock' },
  "~ can't be blocked.": { kind: 'cantBeBlocked' },
  '~ enters with X +1/+1 counters on it.': { kind: 'entersWithXCounters', counter: '+1/+1' },
  "~ can't be countered.": { kind: 'cantBeCountered' },
  '~ can block only creatures with flying.': { kind: 'canBlockOnlyFlyers' },
  "~ can't be blocked by more than one creature.": { kind: 'cantBeBlockedByMoreThanOne' },
};

const LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** "flying", "flying and haste": keywords the engine plays (never flash, which works from the hand). */
export function keywordList(text: string): string[] | null {
  const words = text.split(/, and |, | and /).map((w) => w.trim().toLowerCase());
  return words.every((w) => PLAYED_KEYWORDS.includes(w) && w !== 'flash') ? words : null;
}

/**
 * Who an anthem applies to: "Creatures", "Other creatures", "Other Elf creatures", "Elves",
 * "Attacking creatures", and "... you control with flying"; null if the words name anything else.
 */
function readAnthemSubject(words: string, withKeyword: string | undefined): { other: boolean; filter?: CreatureFilter } | null {
  const other = words.startsWith('Other ') || words.startsWith('other ');
  const rest = other ? words.slice('Other '.length) : words;
  const filter: { subtype?: string; keyword?: string; attacking?: boolean } = {};
  if (withKeyword !== undefined) {
    const keyword = keywordList(withKeyword);
    if (keyword?.length !== 1) return null;
    filter.keyword = keyword[0] ?? '';
  }
  const typed = /^(\w+) creatures$/.exec(rest);
  if (rest === 'creatures' || rest === 'Creatures') {
    // no filter but the keyword's
  } else if (rest === 'Attacking creatures' || rest === 'attacking creatures') {
    filter.attacking = true;
  } else if (typed !== null && creatureType(typed[1] ?? '') !== null) {
    filter.subtype = typed[1] ?? '';
  } else {
    const plural = creatureTypeOfPlural(rest);
    if (plural === null) return null;
    filter.subtype = plural;
  }
  return Object.keys(filter).length === 0 ? { other } : { other, filter };
}

/**
 * "Other creatures you control get +1/+1.", "Creatures you control have haste.", "Other Elves you
 * control get +1/+1.", "Creatures you control with flying get +1/+1.", "Attacking creatures you
 * control get +1/+0." An anthem filtered on a keyword grants none (CreatureFilter).
 */
function readAnthem(text: string): StaticAbility | null {
  const m = /^(.+?) you control(?: with (\w+))? (?:get ([+-]\d+)\/([+-]\d+)(?: and have (.+))?|have (.+))\.$/.exec(text);
  if (m === null) return null;
  const subject = readAnthemSubject(m[1] ?? '', m[2]);
  if (subject === null) return null;
  const keywords = m[5] !== undefined ? keywordList(m[5]) : m[6] !== undefined ? keywordList(m[6]) : [];
  if (keywords === null || (subject.filter?.keyword !== undefined && keywords.length > 0)) return null;
  const n = (s: string | undefined): number => (s === undefined ? 0 : Number(s.replace('+', '')));
  return { kind: 'creaturesYouControlGet', power: n(m[3]), toughness: n(m[4]), keywords, other: subject.other, ...(subject.filter === undefined ? {} : { filter: subject.filter }) };
}

/** "~ enters tapped unless you control two or more basic lands." and its kin. */
function readEntersTappedUnless(text: string): StaticAbility | null {
  const m = /^~ enters tapped unless (.+)\.$/.exec(text);
  if (m === null) return null;
  const c = m[1] ?? '';
  const count = (w: string | undefined): number | null => readNumber(w ?? '');
  let unless: EntersUntappedCondition | null = null;
  let x: RegExpExecArray | null;
  if ((x = new RegExp(`^you control ${NUMBER} or fewer other lands$`).exec(c)) !== null) unless = nOrNull('otherLandsAtMost', count(x[1]));
  else if ((x = new RegExp(`^you control ${NUMBER} or more other lands$`).exec(c)) !== null) unless = nOrNull('otherLandsAtLeast', count(x[1]));
  else if ((x = new RegExp(`^you control ${NUMBER} or more basic lands$`).exec(c)) !== null) unless = nOrNull('basicLandsAtLeast', count(x[1]));
  else if (c === 'you control a basic land') unless = { kind: 'basicLandsAtLeast', n: 1 };
  else if ((x = /^a player has (\d+) or less life$/.exec(c)) !== null) unless = { kind: 'aPlayerHasLifeAtMost', n: Number(x[1]) };
  else if ((x = new RegExp(`^you have ${NUMBER} or more opponents$`).exec(c)) !== null) unless = nOrNull('opponentsAtLeast', count(x[1]));
  else if ((x = /^you control an? (\w+)(?: or an? (\w+))?$/.exec(c)) !== null) {
    const types = [x[1], x[2]].filter((t): t is string => t !== undefined);
    if (types.every((t) => LAND_TYPES.includes(t))) unless = { kind: 'landWithSubtype', subtypes: types };
  }
  return unless === null ? null : { kind: 'entersTappedUnless', unless };
}

function nOrNull(kind: 'otherLandsAtMost' | 'otherLandsAtLeast' | 'basicLandsAtLeast' | 'opponentsAtLeast', n: number | null): EntersUntappedCondition | null {
  return n === null ? null : { kind, n };
}

function readSelfStatic(text: string): StaticAbility | null {
  const fixed = SELF_STATICS[text];
  if (fixed !== undefined) return fixed;
  const unless = readEntersTappedUnless(text);
  if (unless !== null) return unless;
  const anthem = readAnthem(text);
  if (anthem !== null) return anthem;
  const power = /^~ can't be blocked by creatures with power (\d+) or less\.$/.exec(text);
  if (power !== null) return { kind: 'cantBeBlockedByPowerAtMost', power: Number(power[1]) };
  const land = /^~ can't attack unless defending player controls an? (\w+)\.$/.exec(text);
  if (land !== null && LAND_TYPES.includes(land[1] ?? '')) return { kind: 'cantAttackUnlessDefenderControls', landType: land[1] ?? '' };
  return null;
}

export const selfStaticRule: LineRule = {
  name: 'static ability of the card itself',
  examples: [
    ...Object.keys(SELF_STATICS), "~ can't be blocked by creatures with power 2 or less.", "~ can't attack unless defending player controls an Island.",
    'Creatures you control get +1/+1.', 'Other creatures you control get +1/+1 and have vigilance.', 'Creatures you control have haste.',
    'Other Elves you control get +1/+1.', 'Other Goblin creatures you control get +1/+1 and have haste.', 'Zombies you control get +1/+1.',
    'Other creatures you control with flying get +1/+1.', 'Attacking creatures you control get +1/+0.',
    '~ enters tapped unless you control two or fewer other lands.', '~ enters tapped unless you control a Forest or a Plains.', '~ enters tapped unless a player has 13 or less life.',
  ],
  read: (line, card) => {
    const ability = readSelfStatic(line.text);
    // An anthem is a permanent's: an instant or sorcery with those words means something else.
    if (ability?.kind === 'creaturesYouControlGet' && isSpellCard(card)) return null;
    return ability === null ? null : { abilities: [{ kind: 'static', text: line.printed, static: ability }] };
  },
};

export const entersTappedRule: LineRule = {
  name: 'enters tapped',
  examples: ['~ enters tapped.'],
  read: (line) => (line.text === '~ enters tapped.' ? { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'entersTapped' } }] } : null),
};
