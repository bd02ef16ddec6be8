import { defineCard, keyword } from '@arbiter/rules';

/** Colossal Dreadmaw */
export const colossalDreadmaw = defineCard({
  name: 'Colossal Dreadmaw',
  manaCost: '{4}{G}{G}',
  types: ['Creature'],
  subtypes: ['Dinosaur'],
  power: 6,
  toughness: 6,
  oracle: 'Trample',
  abilities: [
    keyword('Trample'),
  ],
});
