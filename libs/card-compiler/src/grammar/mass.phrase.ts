/**
 * Effect sentences on every permanent of a kind: "Destroy all creatures.", "Destroy all
 * artifacts and enchantments.", "Destroy all Islands.", "Destroy all black creatures."
 */
import type { CardType, ManaType, PermanentFilter } from '@arbiter/rules';
import type { SentenceRule } from './sentence-rule';

const TYPE_WORDS: Readonly<Record<string, CardType>> = { creatures: 'Creature', artifacts: 'Artifact', enchantments: 'Enchantment', lands: 'Land' };
const LAND_TYPE_WORDS: Readonly<Record<string, string>> = { Plains: 'Plains', Islands: 'Island', Swamps: 'Swamp', Mountains: 'Mountain', Forests: 'Forest' };
const COLOR_WORDS: Readonly<Record<string, ManaType>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/**
 * The permanents "all ..." names, or null: card types joined by "and" or commas ("artifacts,
 * creatures, and lands"), a basic land type ("Islands"), a color before "creatures" or
 * "permanents".
 *
 * @example
 * readAllOf('creatures and lands') // { types: ['Creature', 'Land'] }
 * readAllOf('black creatures') // { types: ['Creature'], color: 'B' }
 */
export function readAllOf(words: string): PermanentFilter | null {
  const land = LAND_TYPE_WORDS[words];
  if (land !== undefined) return { subtype: land };
  const colored = /^(white|blue|black|red|green) (creatures|permanents)$/.exec(words);
  if (colored !== null) {
    const color = COLOR_WORDS[colored[1] ?? ''];
    if (color === undefined) return null;
    return colored[2] === 'permanents' ? { color } : { types: ['Creature'], color };
  }
  const types = words.split(/, and |, | and /).map((w) => TYPE_WORDS[w]);
  if (types.some((t) => t === undefined) || new Set(types).size !== types.length) return null;
  return { types: types.filter((t): t is CardType => t !== undefined) };
}

export const MASS_SENTENCE_RULES: readonly SentenceRule[] = [
  {
    name: 'destroy all permanents of a kind',
    examples: ['Destroy all creatures.', 'Destroy all enchantments.', 'Destroy all artifacts and enchantments.', 'Destroy all creatures and lands.', 'Destroy all Islands.', 'Destroy all black creatures.', 'Destroy all white permanents.'],
    pattern: /^Destroy all ([\w ,]+)\.$/,
    build: (m) => {
      const filter = readAllOf(m[1] ?? '');
      return filter === null ? null : { effect: { kind: 'destroyAll', filter } };
    },
  },
];
