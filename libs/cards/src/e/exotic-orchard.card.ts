import { defineCard, manaAbility, tap } from '@arbiter/rules';

/** Exotic Orchard */
export const exoticOrchard = defineCard({
  name: 'Exotic Orchard',
  types: ['Land'],
  oracle: '{T}: Add one mana of any color that a land an opponent controls could produce.',
  abilities: [
    manaAbility('{T}: Add one mana of any color that a land an opponent controls could produce.', [tap()], { kind: 'anyColorOpponentLandsCouldProduce' }),
  ],
});
