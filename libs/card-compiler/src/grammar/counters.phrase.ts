/**
 * +1/+1 counters on more than one creature, or on the creature a trigger names (CR 122.1), and the
 * sentences that follow a counter and speak of the same creatures: "It gains hexproof until end
 * of turn.", "Those creatures gain vigilance until end of turn." (613.1f, 514.2).
 */
import type { CreatureGroup, Effect } from '@arbiter/rules';
import type { EffectPhrase, SentenceRule } from './sentence-rule';
import { NUMBER, readNumber } from './numbers.phrase';
import { grantableKeywords } from './until-end-of-turn.phrase';

const EACH: Readonly<Record<string, CreatureGroup>> = { 'each creature you control': 'youControl', 'each other creature you control': 'otherYouControl' };

export const COUNTER_SENTENCE_RULES: readonly SentenceRule[] = [
  {
    name: 'put +1/+1 counters on each creature you control',
    examples: ['Put a +1/+1 counter on each creature you control.', 'Put two +1/+1 counters on each creature you control.', 'Put a +1/+1 counter on each other creature you control.'],
    pattern: new RegExp(`^Put ${NUMBER} \\+1/\\+1 counters? on (each creature you control|each other creature you control)\\.$`),
    build: (m) => {
      const n = readNumber(m[1] ?? '');
      const which = EACH[m[2] ?? ''];
      return n === null || which === undefined ? null : { effect: { kind: 'addCountersToEach', counter: '+1/+1', amount: n, which } };
    },
  },
];

/**
 * "Put a +1/+1 counter on that creature.": the creature a trigger names (one entering, one
 * attacking alone). Read only by the triggers that name one, never as a sentence of its own.
 *
 * @example
 * readCountersOnThatCreature('Put a +1/+1 counter on that creature.') // { effect: { kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'triggeringCreature' } }
 */
export function readCountersOnThatCreature(sentence: string): EffectPhrase | null {
  const m = new RegExp(`^Put ${NUMBER} \\+1/\\+1 counters? on that creature\\.$`).exec(sentence);
  const n = m === null ? null : readNumber(m[1] ?? '');
  return n === null ? null : { effect: { kind: 'addCounters', counter: '+1/+1', amount: n, to: 'triggeringCreature' } };
}

/**
 * A sentence after a counter that speaks of the same creatures: "It gains hexproof until end of
 * turn." after counters on a target creature or on the card itself, "Those creatures gain
 * vigilance until end of turn." after counters on each creature of a group (the same creatures:
 * nothing happens between the two, 608.2c). Null for any other sentence or previous effect.
 *
 * @example
 * readFollowUp({ kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'target' }, 'It gains hexproof until end of turn.')
 * // { kind: 'gainKeywords', to: 'target', keywords: ['hexproof'] }
 */
export function readFollowUp(previous: Effect, sentence: string): Effect | null {
  const it = /^(?:It|That creature) gains ([a-z ,]+?) until end of turn\.$/.exec(sentence);
  if (it !== null && previous.kind === 'addCounters' && previous.to !== 'triggeringCreature') {
    const keywords = grantableKeywords(it[1] ?? '');
    return keywords === null ? null : { kind: 'gainKeywords', to: previous.to, keywords };
  }
  const those = /^Those creatures gain ([a-z ,]+?) until end of turn\.$/.exec(sentence);
  if (those !== null && previous.kind === 'addCountersToEach') {
    const keywords = grantableKeywords(those[1] ?? '');
    return keywords === null ? null : { kind: 'pumpCreatures', which: previous.which, power: 0, toughness: 0, keywords };
  }
  return null;
}
