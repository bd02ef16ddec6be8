import { defineCard, fixedMana, manaAbility, tap } from '@arbiter/rules';

/** Sol Ring */
export const solRing = defineCard({
  name: 'Sol Ring',
  manaCost: '{1}',
  types: ['Artifact'],
  oracle: '{T}: Add {C}{C}.',
  abilities: [manaAbility('{T}: Add {C}{C}.', [tap()], fixedMana({ C: 2 }))],
});
