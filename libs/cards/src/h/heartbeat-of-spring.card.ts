import { defineCard } from '@arbiter/rules';

/** Heartbeat of Spring */
export const heartbeatOfSpring = defineCard({
  name: 'Heartbeat of Spring',
  manaCost: '{2}{G}',
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
