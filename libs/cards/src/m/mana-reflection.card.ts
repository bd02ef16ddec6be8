import { defineCard, staticAbility } from '@arbiter/rules';

/** Mana Reflection */
export const manaReflection = defineCard({
  name: 'Mana Reflection',
  manaCost: '{4}{G}{G}',
  types: ['Enchantment'],
  oracle: 'If you tap a permanent for mana, it produces twice as much of that mana instead.',
  abilities: [
    staticAbility('If you tap a permanent for mana, it produces twice as much of that mana instead.', { kind: 'manaReplacement', replacement: { kind: 'multiply', factor: 2 } }),
  ],
});
