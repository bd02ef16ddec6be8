/**
 * Auras (CR 303.4): "Enchant creature" / "Enchant land", and what the Aura does to what it
 * enchants, in the engine's statics.
 */
import type { LineRule } from './line-rule';

export const enchantRule: LineRule = {
  name: 'enchant',
  examples: ['Enchant creature', 'Enchant land'],
  read: (line, card) => {
    if (!card.subtypes.includes('Aura')) return null;
    if (line.text === 'Enchant creature') return { abilities: [{ kind: 'keyword', text: 'Enchant creature' }], enchant: 'creature' };
    if (line.text === 'Enchant land') return { abilities: [{ kind: 'keyword', text: 'Enchant land' }], enchant: 'land' };
    return null;
  },
};

export const enchantedCreatureRule: LineRule = {
  name: 'enchanted creature',
  examples: ["Enchanted creature can't attack or block."],
  read: (line, card) => {
    if (!card.subtypes.includes('Aura')) return null;
    if (line.text === "Enchanted creature can't attack or block.") {
      return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'enchantedCreatureCantAttackOrBlock' } }] };
    }
    return null;
  },
};
