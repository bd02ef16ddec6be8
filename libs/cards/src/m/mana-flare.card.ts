import { defineCard } from '@arbiter/rules';
import { MANA_DOUBLING_TEXT, manaDoublingTrigger } from '../shared/mana-doubling-trigger.ability';

/** Mana Flare */
export const manaFlare = defineCard({
  name: 'Mana Flare',
  manaCost: '{2}{R}',
  types: ['Enchantment'],
  oracle: MANA_DOUBLING_TEXT,
  abilities: [manaDoublingTrigger()],
});
