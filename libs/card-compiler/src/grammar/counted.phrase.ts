/**
 * Amounts counted as the effect resolves (608.2h): "Create X 1/1 red Goblin creature tokens,
 * where X is the number of Goblins you control.", "For each land you control, create a Treasure
 * token.", "You gain 2 life for each Gate you control."
 */
import type { Amount, PermanentKind } from '@arbiter/rules';
import { artifactTokenFromName } from './artifact-tokens.phrase';
import { creatureType, creatureTypeOfPlural } from './creature-types.phrase';
import { NUMBER, readNumber } from './numbers.phrase';
import type { EffectPhrase, SentenceRule } from './sentence-rule';
import { readCreateTokens, tokenName } from './token.phrase';

const CARD_TYPES: Readonly<Record<string, PermanentKind>> = {
  land: { type: 'Land' }, lands: { type: 'Land' }, creature: { type: 'Creature' }, creatures: { type: 'Creature' },
  artifact: { type: 'Artifact' }, artifacts: { type: 'Artifact' }, enchantment: { type: 'Enchantment' }, enchantments: { type: 'Enchantment' },
};

/** Land types a card counts (205.3i), singular and plural. */
const LAND_TYPES: Readonly<Record<string, string>> = {
  Plains: 'Plains', Island: 'Island', Islands: 'Island', Swamp: 'Swamp', Swamps: 'Swamp', Mountain: 'Mountain', Mountains: 'Mountain',
  Forest: 'Forest', Forests: 'Forest', Gate: 'Gate', Gates: 'Gate',
};

/**
 * The kind of permanent "each <word> you control" or "the number of <words> you control" counts.
 *
 * @example
 * countedKind('Goblins') // { subtype: 'Goblin' }
 * countedKind('land') // { type: 'Land' }
 */
export function countedKind(word: string): PermanentKind | null {
  const type = CARD_TYPES[word];
  if (type !== undefined) return type;
  const subtype = LAND_TYPES[word] ?? creatureType(word) ?? creatureTypeOfPlural(word);
  return subtype === null ? null : { subtype };
}

const per = (what: PermanentKind, each: number): Amount => ({ kind: 'count', of: { what, youControl: true, attacking: false, other: false }, ...(each === 1 ? {} : { each }) });

/** "a Treasure token" as a Treasure is spelled out in full on older cards (111.10a). */
const SPELLED_TREASURE = /a colorless Treasure artifact token with "\{T\}, Sacrifice ~: Add one mana of any color\."$/;

/** A "create" sentence of one kind of token, with its number of tokens for each counted permanent. */
function createFor(sentence: string, what: PermanentKind): EffectPhrase | null {
  const text = sentence.replace(SPELLED_TREASURE, 'a Treasure token.');
  const artifact = new RegExp(`^Create ${NUMBER} (Treasure|Food|Clue) tokens?\\.$`).exec(text);
  if (artifact !== null) {
    const n = readNumber(artifact[1] ?? '');
    const token = artifactTokenFromName(`${artifact[2] ?? ''} Token`);
    return n === null || token === null ? null : { effect: { kind: 'createTokens', token: token.name, amount: per(what, n), tapped: false, for: 'controller' } };
  }
  const read = readCreateTokens(text);
  if (read === null || typeof read.amount !== 'number') return null;
  return { effect: { kind: 'createTokens', token: tokenName(read.token), amount: per(what, read.amount), tapped: false, for: 'controller' } };
}

export const COUNTED_RULES: readonly SentenceRule[] = [
  {
    name: 'create X tokens, where X is the number of permanents of a kind you control',
    examples: ['Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.'],
    pattern: /^Create X (.+ tokens?), where X is the number of ([A-Za-z]+) you control\.$/,
    build: (m) => {
      const what = countedKind(m[2] ?? '');
      const read = readCreateTokens(`Create X ${m[1] ?? ''}.`);
      if (what === null || read === null) return null;
      return { effect: { kind: 'createTokens', token: tokenName(read.token), amount: per(what, 1), tapped: false, for: 'controller' } };
    },
  },
  {
    name: 'for each permanent of a kind you control, create tokens',
    examples: ['For each land you control, create a colorless Treasure artifact token with "{T}, Sacrifice ~: Add one mana of any color."', 'For each creature you control, create a 1/1 white Soldier creature token.'],
    pattern: /^For each ([A-Za-z]+) you control, create (.+)$/,
    build: (m) => {
      const what = countedKind(m[1] ?? '');
      return what === null ? null : createFor(`Create ${m[2] ?? ''}`, what);
    },
  },
  {
    name: 'gain life or draw cards for each permanent of a kind you control',
    examples: ['You gain 2 life for each Gate you control.', 'You gain 1 life for each creature you control.', 'Draw a card for each creature you control.'],
    pattern: /^(?:You gain (\d+) life|(?:You )?[Dd]raw a card) for each ([A-Za-z]+) you control\.$/,
    build: (m) => {
      const what = countedKind(m[2] ?? '');
      if (what === null) return null;
      if (m[1] === undefined) return { effect: { kind: 'drawCards', amount: per(what, 1), who: 'controller' } };
      return { effect: { kind: 'gainLife', amount: per(what, Number(m[1])), who: 'controller' } };
    },
  },
];
