/**
 * "~ deals 1 damage to you.": the source deals damage to its controller (a painland's mana
 * ability, an upkeep cost like Ravenous Giant's).
 */
import type { Effect } from '@arbiter/rules';

/** A sentence rule (the shape of `SentenceRule` in effect.phrase.ts, which lists these): without targets. */
interface DamageSentenceRule {
  readonly name: string;
  readonly examples: readonly string[];
  readonly pattern: RegExp;
  build(m: RegExpMatchArray): { readonly effect: Effect } | null;
}

export const DAMAGE_TO_YOU_RULES: readonly DamageSentenceRule[] = [
  {
    name: 'deal damage to you',
    examples: ['~ deals 1 damage to you.', '~ deals 2 damage to you.'],
    pattern: /^~ deals (\d+) damage to you\.$/,
    build: (m) => ({ effect: { kind: 'dealDamage', amount: Number(m[1]), to: 'controller' } }),
  },
];
