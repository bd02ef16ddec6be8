import { defineCard, fixedMana, manaAbility, manaCostPart, sacrificeSelf, tap } from '@arbiter/rules';

/** Mind Stone */
export const mindStone = defineCard({
  name: 'Mind Stone',
  manaCost: '{2}',
  types: ['Artifact'],
  oracle: '{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.',
  abilities: [
    manaAbility('{T}: Add {C}.', [tap()], fixedMana({ C: 1 })),
    { kind: 'activated', text: '{1}, {T}, Sacrifice Mind Stone: Draw a card.', cost: [manaCostPart('{1}'), tap(), sacrificeSelf()], effect: { kind: 'drawCards', amount: 1, who: 'controller' } },
  ],
});
