/**
 * Intervening "if" clauses (CR 603.4): "When ~ enters, if you attacked this turn, ...", "if there
 * are seven or more cards in your graveyard" — the trigger without its clause, read by the
 * trigger rules, with the condition added.
 */
import type { LineRule } from './line-rule';
import { readNumber } from './numbers.phrase';
import { triggerRule } from './trigger.rule';
import { watcherTriggerRule } from './watcher-trigger.rule';

export const interveningIfRule: LineRule = {
  name: 'intervening if',
  examples: ['When ~ enters, if you attacked this turn, ~ deals 2 damage to any target.', 'At the beginning of your end step, if you attacked this turn, draw a card.', 'Whenever ~ attacks, if there are seven or more cards in your graveyard, ~ gets +2/+0 until end of turn.'],
  read: (line, card) => {
    const m = /^((?:When|Whenever|At) [^,]+), if (you attacked this turn|there are \w+ or more cards in your graveyard), (.+)$/.exec(line.text);
    if (m === null) return null;
    const graveyard = /^there are (\w+) or more cards in your graveyard$/.exec(m[2] ?? '');
    const n = graveyard === null ? null : readNumber(graveyard[1] ?? '');
    if (graveyard !== null && n === null) return null;
    const condition = n === null ? { ifYouAttackedThisTurn: true } : { ifYourGraveyardAtLeast: n };
    const text = `${m[1] ?? ''}, ${m[3] ?? ''}`;
    for (const rule of [triggerRule, watcherTriggerRule]) {
      const reading = rule.read({ printed: line.printed, text }, card);
      const ability = reading?.abilities[0];
      if (ability?.kind === 'triggered' && reading?.abilities.length === 1) return { abilities: [{ ...ability, ...condition }] };
    }
    return null;
  },
};
