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
  '~ can block only creatures with flying.': { kind: 'canBlockOnlyFlyers' },
  "~ can't be blocked by more than one creature.": { kind: 'cantBeBlockedByMoreThanOne' },
};

const LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

function readSelfStatic(text: string): StaticAbility | null {
  const fixed = SELF_STATICS[text];
  if (fixed !== undefined) return fixed;
  const power = /^~ can't be blocked by creatures with power (\d+) or less\.$/.exec(text);
  if (power !== null) return { kind: 'cantBeBlockedByPowerAtMost', power: Number(power[1]) };
  const land = /^~ can't attack unless defending player controls an? (\w+)\.$/.exec(text);
  if (land !== null && LAND_TYPES.includes(land[1] ?? '')) return { kind: 'cantAttackUnlessDefenderControls', landType: land[1] ?? '' };
  return null;
}

export const selfStaticRule: LineRule = {
  name: 'static ability of the card itself',
  examples: [...Object.keys(SELF_STATICS), "~ can't be blocked by creatures with power 2 or less.", "~ can't attack unless defending player controls an Island."],
  read: (line) => {
    const ability = readSelfStatic(line.text);
    return ability === null ? null : { abilities: [{ kind: 'static', text: line.printed, static: ability }] };
  },
};

export const entersTappedRule: LineRule = {
  name: 'enters tapped',
  examples: ['~ enters tapped.'],
  read: (line) => (line.text === '~ enters tapped.' ? { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'entersTapped' } }] } : null),
};
