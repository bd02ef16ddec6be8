/**
 * Target phrases by quality (115.1): a permanent of one of several types or colors, controlled by
 * a given player, a creature with flying or with a power or toughness bound; a spell of one of
 * several types or colors.
 *
 * - "target creature or enchantment" (Mortify), "target green or white creature" (Deathmark),
 *   "target artifact, enchantment, or creature with flying" (Broken Wings), "target creature with
 *   toughness 4 or greater" (Valorous Stance), "target nonland permanent an opponent controls"
 *   (Meteor Golem), "target creature or planeswalker that's black or red" (Devout Decree).
 * - "target red or green spell" (Flashfreeze), "target artifact or creature spell" (Voracious Greatshark).
 */
import type { CardType, ManaType, PermanentTargetFilter, TargetSpec } from '@arbiter/rules';

const COLORS: Readonly<Record<string, ManaType>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const PERMANENT_TYPES: Readonly<Record<string, CardType>> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land' };
const SPELL_TYPES: Readonly<Record<string, CardType>> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', instant: 'Instant', sorcery: 'Sorcery' };

/** "a", "a or b", "a, b, or c", of the words in `words`. */
const list = (words: string): string => `(?:${words})(?:, (?:${words}))*(?:,? or (?:${words}))?`;
const COLOR = list('white|blue|black|red|green');
const TYPE = list('artifact|creature|enchantment|land|planeswalker');
const SPELL_TYPE = list('artifact|creature|enchantment|instant|sorcery');
const QUALITY = 'with (?:flying|(?:power|toughness) \\d+ or (?:greater|less))';
const WHO = "an opponent controls|you control|you don't control";

const PERMANENT = new RegExp(`^target (?:(${COLOR}) )?(?:(${TYPE})(?: (${QUALITY}))?|(nonland )?permanent)(?: that's (${COLOR}))?(?: (${WHO}))?$`);
const SPELL = new RegExp(`^target (?:(${COLOR})|(${SPELL_TYPE})) spell$`);

/** The regex source of the phrases, without capture groups. */
export const QUALIFIED_TARGET = `target (?:${COLOR} )?(?:${TYPE}(?: ${QUALITY})?|(?:nonland )?permanent)(?: that's ${COLOR})?(?: (?:${WHO}))?|target (?:${COLOR}|${SPELL_TYPE}) spell`;

const words = (phrase: string): string[] => phrase.split(/, or |, | or /);

function mapped<T>(phrase: string | undefined, table: Readonly<Record<string, T>>): T[] | null {
  if (phrase === undefined) return [];
  const out = words(phrase).map((w) => table[w]);
  if (out.some((x) => x === undefined) || new Set(out).size !== out.length) return null;
  return out.filter((x): x is T => x !== undefined);
}

function quality(words: string): PermanentTargetFilter['creature'] | null {
  if (words === 'with flying') return { keyword: 'flying' };
  const m = /^with (power|toughness) (\d+) or (greater|less)$/.exec(words);
  return m === null ? null : { stat: m[1] === 'power' ? 'power' : 'toughness', n: Number(m[2]), orGreater: m[3] === 'greater' };
}

function readPermanent(m: RegExpExecArray): TargetSpec | null {
  const [, before, typeWords, qualityWords, nonland, after, who] = m;
  if (before !== undefined && after !== undefined) return null;
  const colors = mapped(before ?? after, COLORS);
  const typeList = typeWords === undefined ? [] : words(typeWords);
  const orPlaneswalker = typeList.includes('planeswalker');
  const others = typeList.filter((w) => w !== 'planeswalker');
  // "target planeswalker" alone: the pool has none, so it is not read.
  if (typeWords !== undefined && others.length === 0) return null;
  const types = typeWords === undefined ? [] : mapped(others.join(', '), PERMANENT_TYPES);
  if (colors === null || types === null || typeList.length !== types.length + (orPlaneswalker ? 1 : 0)) return null;
  const creature = qualityWords === undefined ? undefined : quality(qualityWords);
  // "with flying" and the like qualify the last noun, a creature ("artifact, enchantment, or creature with flying").
  if (creature === null || (creature !== undefined && typeList[typeList.length - 1] !== 'creature')) return null;
  const filter: PermanentTargetFilter = {
    types,
    ...(orPlaneswalker ? { orPlaneswalker } : {}),
    ...(nonland === undefined ? {} : { nonland: true }),
    ...(colors.length === 0 ? {} : { colors }),
    ...(who === undefined ? {} : { controller: who === 'you control' ? 'you' : 'opponent' }),
    ...(creature === undefined ? {} : { creature }),
  };
  return { kind: 'permanentMatching', filter };
}

/** The requirement of a phrase by quality, or null. */
export function readQualifiedTarget(phrase: string): TargetSpec | null {
  const spell = SPELL.exec(phrase);
  if (spell !== null) {
    const colors = mapped(spell[1], COLORS);
    const types = mapped(spell[2], SPELL_TYPES);
    if (colors === null || types === null) return null;
    return { kind: 'spellMatching', filter: { types, ...(colors.length === 0 ? {} : { colors }) } };
  }
  const permanent = PERMANENT.exec(phrase);
  return permanent === null ? null : readPermanent(permanent);
}
