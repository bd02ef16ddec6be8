import { defineCard, intrinsicManaAbility } from '@arbiter/rules';

/** Forest */
export const forest = defineCard({
  name: 'Forest',
  types: ['Land'],
  supertypes: ['Basic'],
  subtypes: ['Forest'],
  oracle: '({T}: Add {G}.)',
  // A basic land type gives the intrinsic mana ability (CR 305.6).
  abilities: [intrinsicManaAbility('G')],
});
