import { defineCard } from '@arbiter/rules';

/** Manabarbs */
export const manabarbs = defineCard({
  name: 'Manabarbs',
  manaCost: '{3}{R}',
  types: ['Enchantment'],
  oracle: 'Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.',
  abilities: [
    {
      // Not a mana ability: it adds no mana, so it uses the stack (605.5a).
      kind: 'triggered',
      text: 'Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.',
      trigger: { kind: 'playerTapsLandForMana' },
      effect: { kind: 'dealDamage', amount: 1, to: 'triggeringPlayer' },
    },
  ],
});
