import { anyColor, defineCard, keyword, manaAbility, tap } from '@arbiter/rules';

/** Birds of Paradise */
export const birdsOfParadise = defineCard({
  name: 'Birds of Paradise',
  manaCost: '{G}',
  types: ['Creature'],
  subtypes: ['Bird'],
  power: 0,
  toughness: 1,
  oracle: 'Flying\n{T}: Add one mana of any color.',
  abilities: [keyword('Flying'), manaAbility('{T}: Add one mana of any color.', [tap()], anyColor())],
});
