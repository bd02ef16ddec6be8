import { defineCard, staticAbility } from '@arbiter/rules';

/** Damping Sphere */
export const dampingSphere = defineCard({
  name: 'Damping Sphere',
  manaCost: '{2}',
  types: ['Artifact'],
  oracle:
    'If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.\nEach spell a player casts costs {1} more to cast for each other spell that player has cast this turn.',
  abilities: [
    staticAbility('If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.', {
      kind: 'manaReplacement',
      replacement: { kind: 'landProducesInstead', mana: 'C', minAmount: 2 },
    }),
    staticAbility('Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.', {
      kind: 'spellsCostMorePerOtherSpellThisTurn',
      generic: 1,
    }),
  ],
});
