/**
 * "Destroy target nonland permanent. Its controller creates a 1/1 white Human creature token."
 * (Stroke of Midnight), "Counter target noncreature spell. Its controller creates two Treasure
 * tokens." (An Offer You Can't Refuse): the tokens go to the controller of what the sentence
 * before targeted, known from before it left (608.2h). "You lose life equal to that permanent's
 * converted mana cost." (Feed the Swarm): its mana value, known the same way.
 */
import type { TargetSpec } from '@arbiter/rules';
import type { EffectPhrase, SentenceRule } from './sentence-rule';

/** Targets whose "its controller" is a player: a permanent or a spell, not a player or a card in a graveyard. */
const CONTROLLED: ReadonlySet<TargetSpec['kind']> = new Set([
  'creature', 'artifact', 'enchantment', 'artifactOrEnchantment', 'land', 'permanent', 'nonlandPermanent', 'creatureYouControl', 'creatureAnOpponentControls',
  'creatureOrPlaneswalker', 'creatureWith', 'creatureWithPower', 'permanentMatching', 'spell', 'spellOfKind', 'spellMatching',
]);

/** The rules, given the reader of a whole sentence (`effect.phrase.ts`'s, passed in to keep the imports one way). */
export function itsControllerRules(readSentence: (sentence: string) => EffectPhrase | null): readonly SentenceRule[] {
  return [
    {
      name: 'a targeted sentence, then: its controller creates tokens',
      examples: [
        'Destroy target nonland permanent. Its controller creates a 1/1 white Human creature token.',
        'Counter target noncreature spell. Its controller creates two Treasure tokens.',
        'Exile target creature. Its controller creates a 3/3 green Elephant creature token.',
      ],
      pattern: /^(.+\.) Its controller creates (.+\.)$/,
      build: (m) => {
        const first = readSentence(m[1] ?? '');
        const create = readSentence(`Create ${m[2] ?? ''}`);
        if (first?.targets === undefined || !CONTROLLED.has(first.targets.kind) || create?.effect.kind !== 'createTokens' || create.targets !== undefined) return null;
        return { effect: { kind: 'sequence', effects: [first.effect, { ...create.effect, for: 'targetController' }] }, targets: first.targets };
      },
    },
    {
      name: "a sentence targeting a permanent, then: you lose life equal to that permanent's mana value",
      examples: ["Destroy target creature or enchantment an opponent controls. You lose life equal to that permanent's converted mana cost."],
      pattern: /^(.+\.) You lose life equal to that permanent's (?:converted mana cost|mana value)\.$/,
      build: (m) => {
        const first = readSentence(m[1] ?? '');
        if (first?.targets === undefined || !CONTROLLED.has(first.targets.kind) || first.targets.kind.startsWith('spell')) return null;
        return { effect: { kind: 'sequence', effects: [first.effect, { kind: 'loseLife', amount: { kind: 'targetManaValue' }, who: 'controller' }] }, targets: first.targets };
      },
    },
  ];
}
