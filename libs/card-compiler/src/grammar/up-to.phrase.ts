/**
 * "Exile up to one target card from a graveyard." (Ambush Wolf): the same instruction with a
 * target that may be left unchosen (601.2c, 603.3d); with none, the instruction does nothing.
 * Only instructions whose engine verb does nothing without a target are read so.
 */
import type { Effect } from '@arbiter/rules';
import type { EffectPhrase, SentenceRule } from './sentence-rule';

/** Verbs that act on their target if there is one, and on nothing otherwise. */
const WITHOUT_TARGET_IS_NOTHING: ReadonlySet<Effect['kind']> = new Set(['exileTargetCard', 'destroyTarget', 'moveTarget', 'tapTarget', 'putTargetOnLibrary', 'returnTargetCardToHand']);

/** The rules, given the reader of a whole sentence (`effect.phrase.ts`'s, passed in to keep the imports one way). */
export function upToRules(readSentence: (sentence: string) => EffectPhrase | null): readonly SentenceRule[] {
  return [
    {
      name: 'an instruction on up to one target',
      examples: ['Exile up to one target card from a graveyard.', 'Destroy up to one target artifact or enchantment.', "Return up to one target creature to its owner's hand."],
      pattern: /^([A-Z][a-z]+) up to one (target [^.]+\.)$/,
      build: (m) => {
        const inner = readSentence(`${m[1] ?? ''} ${m[2] ?? ''}`);
        if (inner?.targets === undefined || !WITHOUT_TARGET_IS_NOTHING.has(inner.effect.kind)) return null;
        return { effect: inner.effect, targets: { kind: 'upTo', max: 1, of: inner.targets } };
      },
    },
  ];
}
