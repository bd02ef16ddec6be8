import { defineCard } from '@arbiter/rules';

/** Mana Flare */
export const manaFlare = defineCard({
  name: 'Mana Flare',
  manaCost: '{2}{R}',
  types: ['Enchantment'],
  oracle: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
  abilities: [
    {
      kind: 'triggered',
      text: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
      trigger: { kind: 'playerTapsLandForMana' },
      manaAbility: true,
      effect: { kind: 'addOneManaOfATypeThatLandProduced' },
    },
  ],
});
