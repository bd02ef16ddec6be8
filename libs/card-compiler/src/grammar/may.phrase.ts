/**
 * "You may <instruction>." (603.5, 608.2d): an optional instruction, its controller choosing as it
 * applies whether to follow it; its targets are chosen all the same (Reclamation Sage: "When ~
 * enters, you may destroy target artifact or enchantment.").
 */
import type { EffectPhrase, SentenceRule } from './sentence-rule';

/** The rules, given the reader of a whole sentence (`effect.phrase.ts`'s, passed in to keep the imports one way). */
export function mayRules(readEffect: (sentence: string) => EffectPhrase | null): readonly SentenceRule[] {
  return [
    {
      name: 'you may follow an instruction',
      examples: ['You may destroy target artifact or enchantment.', 'You may draw a card.', 'You may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.'],
      pattern: /^You may ([a-z][^.]*\.)$/,
      build: (m) => {
        const rest = m[1] ?? '';
        // The whole instruction is optional: "you may search ..., then shuffle" shuffles only if you search.
        const inner = readEffect(`${rest.charAt(0).toUpperCase()}${rest.slice(1)}`);
        if (inner === null) return null;
        return { effect: { kind: 'mayDo', effect: inner.effect }, ...(inner.targets === undefined ? {} : { targets: inner.targets }) };
      },
    },
  ];
}
