import { defineCard, keyword } from '@arbiter/rules';

/** Vampire Nighthawk */
export const vampireNighthawk = defineCard({
  name: 'Vampire Nighthawk',
  manaCost: '{1}{B}{B}',
  types: ['Creature'],
  subtypes: ['Vampire', 'Shaman'],
  power: 2,
  toughness: 3,
  oracle: 'Flying, deathtouch, lifelink',
  abilities: [
    [keyword('Flying'), keyword('Deathtouch'), keyword('Lifelink')],
  ],
});
