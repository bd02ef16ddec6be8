import { defineCard, keyword, staticAbility } from '@arbiter/rules';

/** Pacifism */
export const pacifism = defineCard({
  name: 'Pacifism',
  manaCost: '{1}{W}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  enchant: 'creature',
  oracle: "Enchant creature\nEnchanted creature can't attack or block.",
  abilities: [
    keyword('Enchant creature'),
    staticAbility("Enchanted creature can't attack or block.", { kind: 'enchantedCreatureCantAttackOrBlock' }),
  ],
});
