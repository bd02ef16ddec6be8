/**
 * The predefined artifact tokens (CR 111.10): Treasure, Food and Clue, with the abilities the CR
 * gives them, and the sentences that create them: "Create a Treasure token.", "Create two Food
 * tokens.", "Create a tapped Treasure token.", "Investigate." (701.16a: create a Clue token).
 */
import { defineCard, type Ability, type CardDefinition } from '@arbiter/rules';
import { NUMBER, readNumber } from './numbers.phrase';
import type { SentenceRule } from './sentence-rule';

function artifactToken(kind: string, text: string, ability: Ability): CardDefinition {
  return defineCard({ name: `${kind} Token`, types: ['Artifact'], subtypes: [kind], colors: [], token: true, oracle: text, abilities: [ability] });
}

/** 111.10a, 111.10b, 111.10f. */
const ARTIFACT_TOKENS: readonly CardDefinition[] = [
  artifactToken('Treasure', '{T}, Sacrifice this token: Add one mana of any color.', {
    kind: 'mana', text: '{T}, Sacrifice this token: Add one mana of any color.', cost: [{ kind: 'tap' }, { kind: 'sacrificeSelf' }], produce: { kind: 'anyColor' },
  }),
  artifactToken('Food', '{2}, {T}, Sacrifice this token: You gain 3 life.', {
    kind: 'activated', text: '{2}, {T}, Sacrifice this token: You gain 3 life.', cost: [{ kind: 'mana', cost: '{2}' }, { kind: 'tap' }, { kind: 'sacrificeSelf' }],
    effect: { kind: 'gainLife', amount: 3, who: 'controller' },
  }),
  artifactToken('Clue', '{2}, Sacrifice this token: Draw a card.', {
    kind: 'activated', text: '{2}, Sacrifice this token: Draw a card.', cost: [{ kind: 'mana', cost: '{2}' }, { kind: 'sacrificeSelf' }],
    effect: { kind: 'drawCards', amount: 1, who: 'controller' },
  }),
];

/** A predefined artifact token by its name ("Treasure Token"), or null. */
export function artifactTokenFromName(name: string): CardDefinition | null {
  return ARTIFACT_TOKENS.find((t) => t.name === name) ?? null;
}

export const ARTIFACT_TOKEN_RULES: readonly SentenceRule[] = [
  {
    name: 'create Treasure, Food or Clue tokens',
    examples: ['Create a Treasure token.', 'Create two Treasure tokens.', 'Create a tapped Treasure token.', 'Create a Food token.', 'Create a Clue token.', 'Create three Clue tokens.'],
    pattern: new RegExp(`^Create ${NUMBER} (tapped )?(Treasure|Food|Clue) tokens?\\.$`),
    build: (m) => {
      const n = readNumber(m[1] ?? '');
      const token = artifactTokenFromName(`${m[3] ?? ''} Token`);
      if (n === null || token === null) return null;
      return { effect: { kind: 'createTokens', token: token.name, amount: n, tapped: m[2] !== undefined, for: 'controller' } };
    },
  },
  {
    name: 'investigate',
    examples: ['Investigate.', 'Investigate twice.'],
    pattern: /^Investigate( twice)?\.$/,
    build: (m) => ({ effect: { kind: 'createTokens', token: 'Clue Token', amount: m[1] === undefined ? 1 : 2, tapped: false, for: 'controller' } }),
  },
];
