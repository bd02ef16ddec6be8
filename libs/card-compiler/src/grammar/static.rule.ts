/**
 * Static abilities of the card itself (CR 604): "~ enters tapped.", "~ can't block.", "~ can't be
 * blocked.", "~ enters with X +1/+1 counters on it."
 */
import type { StaticAbility } from '@arbiter/rules';
import type { LineRule } from './line-rule';

const SELF_STATICS: Readonly<Record<string, StaticAbility>> = {
  "~ can't block.": { kind: 'cantBlock' },
  "~ can't be blocked.": { kind: 'cantBeBlocked' },
  '~ enters with X +1/+1 counters on it.': { kind: 'entersWithXCounters', counter: '+1/+1' },
  "~ can't be countered.": { kind: 'cantBeCountered' },
};

export const selfStaticRule: LineRule = {
  name: 'static ability of the card itself',
  examples: Object.keys(SELF_STATICS),
  read: (line) => {
    const ability = SELF_STATICS[line.text];
    return ability === undefined ? null : { abilities: [{ kind: 'static', text: line.printed, static: ability }] };
  },
};

export const entersTappedRule: LineRule = {
  name: 'enters tapped',
  examples: ['~ enters tapped.'],
  read: (line) => (line.text === '~ enters tapped.' ? { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'entersTapped' } }] } : null),
};
