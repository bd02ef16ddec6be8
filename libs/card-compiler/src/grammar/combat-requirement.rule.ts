/**
 * Attack requirements of the creature itself (CR 508.1d): "~ attacks each combat if able." and the
 * older "~ attacks each turn if able." — the same, as a requirement for a turn applies to each of
 * its declare attackers steps (508.1d).
 */
import type { LineRule } from './line-rule';

export const attackRequirementRule: LineRule = {
  name: 'attacks each combat if able',
  examples: ['~ attacks each combat if able.', '~ attacks each turn if able.'],
  read: (line, card) => {
    if (!card.types.includes('Creature') || !/^~ attacks each (?:combat|turn) if able\.$/.test(line.text)) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'attacksEachCombatIfAble' } }] };
  },
};
