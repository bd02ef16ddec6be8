import { defineCard, fixedMana, manaAbility, tap } from '@arbiter/rules';

/** Wastes */
export const wastes = defineCard({
  name: 'Wastes',
  types: ['Land'],
  supertypes: ['Basic'],
  oracle: '{T}: Add {C}.',
  abilities: [manaAbility('{T}: Add {C}.', [tap()], fixedMana({ C: 1 }))],
});
