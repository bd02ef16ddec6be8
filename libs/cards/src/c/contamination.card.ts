import { defineCard, staticAbility } from '@arbiter/rules';

/** Contamination */
export const contamination = defineCard({
  name: 'Contamination',
  manaCost: '{2}{B}',
  types: ['Enchantment'],
  oracle: 'At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.\nIf a land is tapped for mana, it produces {B} instead of any other type and amount.',
  abilities: [
    {
      kind: 'triggered',
      text: 'At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.',
      trigger: { kind: 'yourUpkeep' },
      effect: { kind: 'sacrificeSourceUnlessYouSacrificeACreature' },
    },
    staticAbility('If a land is tapped for mana, it produces {B} instead of any other type and amount.', {
      kind: 'manaReplacement',
      replacement: { kind: 'landProducesInstead', mana: 'B', minAmount: 1 },
    }),
  ],
});
