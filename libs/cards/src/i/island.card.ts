import { defineCard, intrinsicManaAbility } from '@arbiter/rules';

/** Island */
export const island = defineCard({
  name: 'Island',
  types: ['Land'],
  supertypes: ['Basic'],
  subtypes: ['Island'],
  oracle: '({T}: Add {U}.)',
  // A basic land type gives the intrinsic mana ability (CR 305.6).
  abilities: [intrinsicManaAbility('U')],
});
