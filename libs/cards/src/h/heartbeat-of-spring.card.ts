import { defineCard } from '@arbiter/rules';
import { MANA_DOUBLING_TEXT, manaDoublingTrigger } from '../shared/mana-doubling-trigger.ability';

/** Heartbeat of Spring */
export const heartbeatOfSpring = defineCard({
  name: 'Heartbeat of Spring',
  manaCost: '{2}{G}',
  types: ['Enchantment'],
  oracle: MANA_DOUBLING_TEXT,
  abilities: [manaDoublingTrigger()],
});
