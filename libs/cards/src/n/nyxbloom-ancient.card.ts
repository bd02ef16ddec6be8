import { defineCard, keyword, staticAbility } from '@arbiter/rules';

/** Nyxbloom Ancient */
export const nyxbloomAncient = defineCard({
  name: 'Nyxbloom Ancient',
  manaCost: '{4}{G}{G}{G}',
  types: ['Enchantment', 'Creature'],
  subtypes: ['Elemental'],
  power: 5,
  toughness: 5,
  oracle: 'Trample\nIf you tap a permanent for mana, it produces three times as much of that mana instead.',
  abilities: [
    keyword('Trample'),
    staticAbility('If you tap a permanent for mana, it produces three times as much of that mana instead.', { kind: 'manaReplacement', replacement: { kind: 'multiply', factor: 3 } }),
  ],
});
