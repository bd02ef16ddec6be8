import { defineCard, intrinsicManaAbility } from '@arbiter/rules';

/** Mountain */
export const mountain = defineCard({
  name: 'Mountain',
  types: ['Land'],
  supertypes: ['Basic'],
  subtypes: ['Mountain'],
  oracle: '({T}: Add {R}.)',
  // A basic land type gives the intrinsic mana ability (CR 305.6).
  abilities: [intrinsicManaAbility('R')],
});
