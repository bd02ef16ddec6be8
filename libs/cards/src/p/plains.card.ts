import { defineCard, intrinsicManaAbility } from '@arbiter/rules';

/** Plains */
export const plains = defineCard({
  name: 'Plains',
  types: ['Land'],
  supertypes: ['Basic'],
  subtypes: ['Plains'],
  oracle: '({T}: Add {W}.)',
  // A basic land type gives the intrinsic mana ability (CR 305.6).
  abilities: [intrinsicManaAbility('W')],
});
