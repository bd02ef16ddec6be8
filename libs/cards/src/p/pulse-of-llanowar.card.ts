import { defineCard, staticAbility } from '@arbiter/rules';

/** Pulse of Llanowar */
export const pulseOfLlanowar = defineCard({
  name: 'Pulse of Llanowar',
  manaCost: '{3}{G}',
  types: ['Enchantment'],
  oracle: 'If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type.',
  abilities: [
    staticAbility('If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type.', {
      kind: 'manaReplacement',
      replacement: { kind: 'basicLandYouControlProducesChosenColor' },
    }),
  ],
});
