import { defineCard } from '@arbiter/rules';

/** Vernal Bloom */
export const vernalBloom = defineCard({
  name: 'Vernal Bloom',
  manaCost: '{3}{G}',
  types: ['Enchantment'],
  oracle: 'Whenever a Forest is tapped for mana, its controller adds an additional {G}.',
  abilities: [
    {
      kind: 'triggered',
      text: 'Whenever a Forest is tapped for mana, its controller adds an additional {G}.',
      trigger: { kind: 'landWithSubtypeTappedForMana', subtype: 'Forest' },
      manaAbility: true,
      effect: { kind: 'addManaToTappingPlayer', mana: { G: 1 } },
    },
  ],
});
