import { defineCard, intrinsicManaAbility } from '@arbiter/rules';

/** Dryad Arbor */
export const dryadArbor = defineCard({
  name: 'Dryad Arbor',
  types: ['Land', 'Creature'],
  subtypes: ['Forest', 'Dryad'],
  colors: ['G'],
  power: 1,
  toughness: 1,
  oracle: '(Dryad Arbor isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")',
  // A Forest: intrinsic {T}: Add {G} (305.6); a creature, so 302.6 applies to it.
  abilities: [intrinsicManaAbility('G')],
});
