import { defineCard, intrinsicManaAbility } from '@arbiter/rules';

/** Swamp */
export const swamp = defineCard({
  name: 'Swamp',
  types: ['Land'],
  supertypes: ['Basic'],
  subtypes: ['Swamp'],
  oracle: '({T}: Add {B}.)',
  // A basic land type gives the intrinsic mana ability (CR 305.6).
  abilities: [intrinsicManaAbility('B')],
});
