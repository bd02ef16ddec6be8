/**
 * Intervening "if" clauses (CR 603.4): "When ~ enters, if you attacked this turn, ..." — the
 * trigger without its clause, read by the trigger rules, with the condition added.
 */
import type { LineRule } from './line-rule';
import { triggerRule } from './trigger.rule';
import { watcherTriggerRule } from './watcher-trigger.rule';

export const interveningIfRule: LineRule = {
  name: 'intervening if',
  examples: ['When ~ enters, if you attacked this turn, ~ deals 2 damage to any target.', 'At the beginning of your end step, if you attacked this turn, draw a card.'],
  read: (line, card) => {
    const m = /^((?:When|Whenever|At) [^,]+), if you attacked this turn, (.+)$/.exec(line.text);
    if (m === null) return null;
    const text = `${m[1] ?? ''}, ${m[2] ?? ''}`;
    for (const rule of [triggerRule, watcherTriggerRule]) {
      const reading = rule.read({ printed: line.printed, text }, card);
      const ability = reading?.abilities[0];
      if (ability?.kind === 'triggered' && reading?.abilities.length === 1) return { abilities: [{ ...ability, ifYouAttackedThisTurn: true }] };
    }
    return null;
  },
};
