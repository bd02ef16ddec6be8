import { anyColor, defineCard, keyword, manaAbility, manaCostPart, untap } from '@arbiter/rules';

/** Pili-Pala */
export const piliPala = defineCard({
  name: 'Pili-Pala',
  manaCost: '{2}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Scarecrow'],
  power: 1,
  toughness: 1,
  oracle: 'Flying\n{2}, {Q}: Add one mana of any color.',
  // {Q} is not {T}: activating this is not "tapping for mana" (106.12).
  abilities: [keyword('Flying'), manaAbility('{2}, {Q}: Add one mana of any color.', [manaCostPart('{2}'), untap()], anyColor())],
});
