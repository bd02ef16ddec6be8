import { defineCard, manaAbility, tap } from '@arbiter/rules';

/** Fellwar Stone */
export const fellwarStone = defineCard({
  name: 'Fellwar Stone',
  manaCost: '{2}',
  types: ['Artifact'],
  oracle: '{T}: Add one mana of any color that a land an opponent controls could produce.',
  abilities: [
    manaAbility('{T}: Add one mana of any color that a land an opponent controls could produce.', [tap()], { kind: 'anyColorOpponentLandsCouldProduce' }),
  ],
});
