/**
 * Sentences on a player's hand and life: "Each player discards their hand." (701.9a) and "If
 * target player has exactly 10 life, ~ deals 10 damage to that player." (608.2c).
 */
import type { EffectPhrase, SentenceRule } from './sentence-rule';

const HAND_OWNERS: Readonly<Record<string, 'controller' | 'target' | 'eachPlayer'>> = {
  'Discard your hand': 'controller', 'Target player discards their hand': 'target', 'Each player discards their hand': 'eachPlayer',
};

/**
 * The rules for the sentences after "if": given the sentence reader, so that "that player" is
 * read as the target player of the condition.
 */
export function playerStateRules(readSentence: (sentence: string) => EffectPhrase | null): readonly SentenceRule[] {
  return [
    {
      name: 'discard a hand',
      examples: ['Each player discards their hand.', 'Discard your hand.', 'Target player discards their hand.'],
      pattern: /^(Discard your hand|Target player discards their hand|Each player discards their hand)\.$/,
      build: (m) => {
        const who = HAND_OWNERS[m[1] ?? ''];
        if (who === undefined) return null;
        return who === 'target' ? { effect: { kind: 'discardHand', who }, targets: { kind: 'player' } } : { effect: { kind: 'discardHand', who } };
      },
    },
    {
      name: 'if target player has exactly N life',
      examples: ["If target player has exactly 10 life, ~ deals 10 damage to that player."],
      pattern: /^If target player has exactly (\d+) life, (.+ )that player(.*)$/,
      build: (m) => {
        const inner = readSentence(`${(m[2] ?? '').charAt(0).toUpperCase()}${(m[2] ?? '').slice(1)}target player${m[3] ?? ''}`);
        if (inner === null || inner.targets?.kind !== 'player') return null;
        return { effect: { kind: 'ifTargetPlayerHasLife', exactly: Number(m[1]), then: inner.effect }, targets: inner.targets };
      },
    },
  ];
}
