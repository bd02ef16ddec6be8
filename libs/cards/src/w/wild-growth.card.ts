import { defineCard, keyword } from '@arbiter/rules';

/** Wild Growth */
export const wildGrowth = defineCard({
  name: 'Wild Growth',
  manaCost: '{G}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  enchant: 'land',
  oracle: 'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.',
  abilities: [
    keyword('Enchant land'),
    {
      kind: 'triggered',
      text: 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.',
      trigger: { kind: 'enchantedLandTappedForMana' },
      manaAbility: true,
      effect: { kind: 'addManaToTappingPlayer', mana: { G: 1 } },
    },
  ],
});
