import { defineCard, keyword } from '@arbiter/rules';

/** Giant Spider */
export const giantSpider = defineCard({
  name: 'Giant Spider',
  manaCost: '{3}{G}',
  types: ['Creature'],
  subtypes: ['Spider'],
  power: 2,
  toughness: 4,
  oracle: 'Reach',
  abilities: [
    keyword('Reach'),
  ],
});
