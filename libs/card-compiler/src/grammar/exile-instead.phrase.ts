/**
 * "If that creature would die this turn, exile it instead." (614.1a): a replacement effect on the
 * creature the sentence before it targets, for the turn (Scorching Dragonfire, Elspeth's Smite).
 */
import type { TargetSpec } from '@arbiter/rules';
import type { EffectPhrase, SentenceRule } from './sentence-rule';

/** What "that creature" (or "that creature or planeswalker") can name: a creature target. */
function namesACreature(t: TargetSpec | undefined, orPlaneswalker: boolean): boolean {
  if (t === undefined) return false;
  if (t.kind === 'creatureOrPlaneswalker') return orPlaneswalker;
  if (t.kind === 'permanentMatching') return t.filter.types.length === 1 && t.filter.types[0] === 'Creature' && (t.filter.orPlaneswalker === true) === orPlaneswalker;
  return !orPlaneswalker && ['creature', 'creatureYouControl', 'creatureAnOpponentControls', 'creatureWith', 'creatureWithPower'].includes(t.kind);
}

/** The rules, given the reader of a whole sentence (`effect.phrase.ts`'s, passed in to keep the imports one way). */
export function exileInsteadRules(readSentence: (sentence: string) => EffectPhrase | null): readonly SentenceRule[] {
  return [
    {
      name: 'a targeted sentence, then: if that creature would die this turn, exile it instead',
      examples: [
        '~ deals 3 damage to target attacking or blocking creature. If that creature would die this turn, exile it instead.',
        '~ deals 3 damage to target creature or planeswalker. If that creature or planeswalker would die this turn, exile it instead.',
        'Target creature gets -5/-5 until end of turn. If that creature would die this turn, exile it instead.',
      ],
      pattern: /^(.+\.) If that (creature|creature or planeswalker) would die this turn, exile it instead\.$/,
      build: (m) => {
        const first = readSentence(m[1] ?? '');
        if (first === null || !namesACreature(first.targets, m[2] === 'creature or planeswalker')) return null;
        return { effect: { kind: 'sequence', effects: [first.effect, { kind: 'exileTargetIfItWouldDieThisTurn' }] }, ...(first.targets === undefined ? {} : { targets: first.targets }) };
      },
    },
  ];
}
