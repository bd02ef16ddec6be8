import { defineCard, manaAbility, tap } from '@arbiter/rules';

/** Reflecting Pool */
export const reflectingPool = defineCard({
  name: 'Reflecting Pool',
  types: ['Land'],
  oracle: '{T}: Add one mana of any type that a land you control could produce.',
  abilities: [
    manaAbility('{T}: Add one mana of any type that a land you control could produce.', [tap()], { kind: 'anyTypeYourLandsCouldProduce' }),
  ],
});
