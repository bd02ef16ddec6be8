/**
 * Intervening "if you control ..." clauses (CR 603.4): "When ~ enters, if you control another Elf,
 * ...", "At the beginning of your upkeep, if you control six or more lands, ...". The trigger is
 * read without its clause by the trigger rules; the condition is checked as it triggers and again
 * as it resolves.
 */
import type { YouControlCondition } from '@arbiter/rules';
import { countedKind } from './counted.phrase';
import type { LineRule } from './line-rule';
import { NUMBER, readNumber } from './numbers.phrase';
import { triggerRule } from './trigger.rule';
import { watcherTriggerRule } from './watcher-trigger.rule';

const CONDITION = new RegExp(`^(?:(another|an?) ([A-Z][a-z]+)|${NUMBER} or more ([A-Za-z]+))$`);

/**
 * @example
 * readYouControl('another Elf') // { what: { subtype: 'Elf' }, atLeast: 1, another: true }
 * readYouControl('six or more lands') // { what: { type: 'Land' }, atLeast: 6, another: false }
 */
export function readYouControl(text: string): YouControlCondition | null {
  const m = CONDITION.exec(text);
  if (m === null) return null;
  if (m[1] !== undefined) {
    const what = countedKind(m[2] ?? '');
    return what === null ? null : { what, atLeast: 1, another: m[1] === 'another' };
  }
  const n = readNumber(m[3] ?? '');
  const what = countedKind(m[4] ?? '');
  return n === null || what === null ? null : { what, atLeast: n, another: false };
}

export const interveningControlRule: LineRule = {
  name: 'intervening if you control',
  examples: ['When ~ enters, if you control another Elf, create a 1/1 green Elf Warrior creature token.', 'At the beginning of your upkeep, if you control six or more lands, create a 5/5 red Dragon creature token with flying.'],
  read: (line, card) => {
    const m = /^((?:When|Whenever|At) [^,]+), if you control ([^,]+), (.+)$/.exec(line.text);
    const condition = m === null ? null : readYouControl(m[2] ?? '');
    if (m === null || condition === null) return null;
    const text = `${m[1] ?? ''}, ${m[3] ?? ''}`;
    for (const rule of [triggerRule, watcherTriggerRule]) {
      const reading = rule.read({ printed: line.printed, text }, card);
      const ability = reading?.abilities[0];
      if (ability?.kind === 'triggered' && reading?.abilities.length === 1) return { abilities: [{ ...ability, ifYouControl: condition }] };
    }
    return null;
  },
};
