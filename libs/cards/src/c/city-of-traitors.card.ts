import { defineCard, fixedMana, manaAbility, tap } from '@arbiter/rules';

/** City of Traitors */
export const cityOfTraitors = defineCard({
  name: 'City of Traitors',
  types: ['Land'],
  oracle: 'When you play another land, sacrifice City of Traitors.\n{T}: Add {C}{C}.',
  abilities: [
    { kind: 'triggered', text: 'When you play another land, sacrifice City of Traitors.', trigger: { kind: 'youPlayAnotherLand' }, effect: { kind: 'sacrificeSource' } },
    manaAbility('{T}: Add {C}{C}.', [tap()], fixedMana({ C: 2 })),
  ],
});
