/**
 * The type line of a record ("Legendary Creature — Dog"): types, supertypes and subtypes in the
 * engine's vocabulary, or what the engine has no word for.
 */
import type { CardType, Supertype } from '@arbiter/rules';

export interface TypeLine {
  readonly types: readonly CardType[];
  readonly supertypes: readonly Supertype[];
  readonly subtypes: readonly string[];
}

const TYPES: readonly CardType[] = ['Land', 'Creature', 'Artifact', 'Enchantment', 'Instant', 'Sorcery'];
const SUPERTYPES: readonly Supertype[] = ['Basic', 'Legendary'];

const isType = (w: string): w is CardType => (TYPES as readonly string[]).includes(w);
const isSupertype = (w: string): w is Supertype => (SUPERTYPES as readonly string[]).includes(w);

/**
 * @example
 * parseTypeLine('Legendary Creature — Dog') // { types: ['Creature'], supertypes: ['Legendary'], subtypes: ['Dog'] }
 * parseTypeLine('Legendary Planeswalker — Jace') // 'Planeswalker'
 */
export function parseTypeLine(line: string): TypeLine | string {
  const [left = '', right = ''] = line.replace(/--/g, '—').split('—', 2);
  const types: CardType[] = [];
  const supertypes: Supertype[] = [];
  for (const word of left.trim().split(/\s+/).filter((w) => w !== '')) {
    if (isType(word)) types.push(word);
    else if (isSupertype(word)) supertypes.push(word);
    else return word;
  }
  if (types.length === 0) return 'no card type';
  return { types, supertypes, subtypes: right.trim().split(/\s+/).filter((w) => w !== '') };
}
