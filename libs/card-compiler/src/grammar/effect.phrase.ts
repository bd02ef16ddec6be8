/**
 * Effect sentences: the words of a spell, or what a triggered or activated ability does after
 * its colon or comma. Each rule reads one sentence shape into one effect of the engine's closed
 * vocabulary; a line of several sentences is their sequence, with at most one target.
 */
import type { Amount, TargetSpec } from '@arbiter/rules';
import type { EffectPhrase, SentenceRule } from './sentence-rule';
import { NUMBER, readNumber } from './numbers.phrase';
import { TARGET, readTarget } from './target.phrase';
import { MASS_SENTENCE_RULES } from './mass.phrase';
import { SEARCH_SENTENCE_RULES } from './search.phrase';
import { readCreateTokens, tokenName } from './token.phrase';
import { UNTIL_END_OF_TURN_RULES } from './until-end-of-turn.phrase';
import { VERB_RULES } from './verbs.phrase';
import { REGENERATE_RULES } from './regenerate.phrase';
import { ARTIFACT_TOKEN_RULES } from './artifact-tokens.phrase';
import { COUNTER_SENTENCE_RULES, readFollowUp } from './counters.phrase';
import { GRAVEYARD_SENTENCE_RULES } from './graveyard.phrase';
import { LIBRARY_SEARCH_RULES } from './library-search.phrase';
import { exileInsteadRules } from './exile-instead.phrase';
import { itsControllerRules } from './its-controller.phrase';
import { splitCompound } from './compound.phrase';
import { COUNTED_RULES } from './counted.phrase';
import { DRAIN_RULES } from './drain.phrase';
import { COUNT_RULES } from './count.phrase';
import { MASS_REMOVAL_RULES } from './mass-removal.phrase';
import { mayRules } from './may.phrase';
import { upToRules } from './up-to.phrase';
import { DESTROYED_THIS_WAY_RULES } from './destroyed-this-way.phrase';
import { playerStateRules } from './player-state.phrase';
import { DOUBLE_RULES } from './double.phrase';

export type { EffectPhrase, SentenceRule } from './sentence-rule';

/** Target kinds that are permanents, for verbs that act on a permanent. */
const PERMANENT_TARGETS: ReadonlySet<TargetSpec['kind']> = new Set(['creature', 'artifact', 'enchantment', 'artifactOrEnchantment', 'land', 'permanent', 'nonlandPermanent', 'creatureYouControl', 'creatureAnOpponentControls', 'creatureOrPlaneswalker', 'creatureWith', 'creatureWithPower', 'permanentMatching']);
/** Target kinds that are creatures. */
const CREATURE_TARGETS: ReadonlySet<TargetSpec['kind']> = new Set(['creature', 'creatureYouControl', 'creatureAnOpponentControls', 'creatureWith', 'creatureWithPower']);

const amount = (word: string | undefined): Amount | null => (word === 'X' ? { kind: 'x' } : readNumber(word ?? ''));
const signed = (s: string | undefined): number => Number((s ?? '').replace('+', ''));

export const SENTENCE_RULES: readonly SentenceRule[] = [
  {
    name: 'deal damage to a target',
    examples: ['~ deals 3 damage to any target.', '~ deals 2 damage to target creature or player.', '~ deals X damage to target creature.'],
    pattern: new RegExp(`^~ deals (X|\\d+) damage to ${TARGET}\\.$`),
    build: (m) => {
      const n = amount(m[1]);
      const targets = readTarget(m[2] ?? '');
      return n === null || targets === null ? null : { effect: { kind: 'dealDamage', amount: n, to: 'target' }, targets };
    },
  },
  {
    name: 'draw cards',
    examples: ['Draw a card.', 'Draw two cards.', 'You draw a card.', 'Draw X cards.'],
    pattern: new RegExp(`^(?:You )?[Dd]raw (X|${NUMBER}) cards?\\.$`),
    build: (m) => {
      const n = amount(m[1]);
      return n === null ? null : { effect: { kind: 'drawCards', amount: n, who: 'controller' } };
    },
  },
  {
    name: 'target creature gets +N/+N until end of turn',
    examples: ['Target creature gets +3/+3 until end of turn.', 'Target creature gets -2/-2 until end of turn.', 'Target creature you control gets +2/+0 until end of turn.'],
    pattern: /^(Target creature(?: you control| an opponent controls| you don't control)?) gets ([+-]\d+)\/([+-]\d+) until end of turn\.$/,
    build: (m) => {
      const targets = readTarget((m[1] ?? '').toLowerCase());
      return targets === null || !CREATURE_TARGETS.has(targets.kind) ? null : { effect: { kind: 'pumpTarget', power: signed(m[2]), toughness: signed(m[3]) }, targets };
    },
  },
  {
    name: 'destroy a target permanent',
    examples: ['Destroy target creature.', 'Destroy target artifact.', 'Destroy target artifact or enchantment.', 'Destroy target land.', 'Destroy target nonland permanent.', 'Destroy target green or white creature.', 'Destroy target artifact, enchantment, or creature with flying.'],
    pattern: new RegExp(`^Destroy ${TARGET}\\.$`),
    build: (m) => {
      const targets = readTarget(m[1] ?? '');
      return targets === null || !PERMANENT_TARGETS.has(targets.kind) ? null : { effect: { kind: 'destroyTarget' }, targets };
    },
  },
  {
    name: 'exile a target permanent',
    examples: ['Exile target creature.', 'Exile target artifact.', 'Exile target nonland permanent.', 'Exile target creature or enchantment.'],
    pattern: new RegExp(`^Exile ${TARGET}\\.$`),
    build: (m) => {
      const targets = readTarget(m[1] ?? '');
      return targets === null || !PERMANENT_TARGETS.has(targets.kind) ? null : { effect: { kind: 'moveTarget', to: 'exile' }, targets };
    },
  },
  {
    name: "return a target permanent to its owner's hand",
    examples: ["Return target creature to its owner's hand.", "Return target nonland permanent to its owner's hand."],
    pattern: new RegExp(`^Return ${TARGET} to its owner's hand\\.$`),
    build: (m) => {
      const targets = readTarget(m[1] ?? '');
      return targets === null || !PERMANENT_TARGETS.has(targets.kind) ? null : { effect: { kind: 'moveTarget', to: 'hand' }, targets };
    },
  },
  {
    name: 'tap or untap a target permanent',
    examples: ['Tap target creature.', 'Untap target creature.', 'Untap target land.'],
    pattern: new RegExp(`^(Tap|Untap) ${TARGET}\\.$`),
    build: (m) => {
      const targets = readTarget(m[2] ?? '');
      return targets === null || !PERMANENT_TARGETS.has(targets.kind) ? null : { effect: { kind: 'tapTarget', untap: m[1] === 'Untap' }, targets };
    },
  },
  {
    name: 'deal damage to each opponent',
    examples: ['~ deals 2 damage to each opponent.'],
    pattern: /^~ deals (X|\d+) damage to each opponent\.$/,
    build: (m) => {
      const n = amount(m[1]);
      return n === null ? null : { effect: { kind: 'dealDamage', amount: n, to: 'eachOpponent' } };
    },
  },
  {
    name: 'counter target spell',
    examples: ['Counter target spell.', 'Counter target creature spell.', 'Counter target noncreature spell.', 'Counter target instant or sorcery spell.', 'Counter target red or green spell.', 'Counter target artifact or creature spell.'],
    pattern: new RegExp(`^Counter ${TARGET}\\.$`),
    build: (m) => {
      const targets = readTarget(m[1] ?? '');
      return targets === null || (targets.kind !== 'spell' && targets.kind !== 'spellOfKind' && targets.kind !== 'spellMatching') ? null : { effect: { kind: 'counterTargetSpell' }, targets };
    },
  },
  {
    name: 'put +1/+1 counters on this',
    examples: ['Put a +1/+1 counter on ~.', 'Put two +1/+1 counters on ~.'],
    pattern: new RegExp(`^Put ${NUMBER} \\+1/\\+1 counters? on ~\\.$`),
    build: (m) => {
      const n = readNumber(m[1] ?? '');
      return n === null ? null : { effect: { kind: 'addCounters', counter: '+1/+1', amount: n, to: 'source' } };
    },
  },
  {
    name: 'gain life',
    examples: ['You gain 3 life.', 'You gain 1 life.', 'You gain X life.'],
    pattern: /^You gain (X|\d+) life\.$/,
    build: (m) => {
      const n = amount(m[1]);
      return n === null ? null : { effect: { kind: 'gainLife', amount: n, who: 'controller' } };
    },
  },
  {
    name: 'discard cards',
    examples: ['Discard a card.', 'Target player discards a card.', 'Target opponent discards two cards.', 'Each opponent discards a card.'],
    pattern: new RegExp(`^(Discard|Target player discards|Target opponent discards|Each opponent discards) ${NUMBER} cards?\\.$`),
    build: (m) => {
      const n = readNumber(m[2] ?? '');
      if (n === null) return null;
      if (m[1] === 'Discard') return { effect: { kind: 'discardCards', amount: n, who: 'controller' } };
      if (m[1] === 'Each opponent discards') return { effect: { kind: 'discardCards', amount: n, who: 'eachOpponent' } };
      return { effect: { kind: 'discardCards', amount: n, who: 'target' }, targets: { kind: m[1] === 'Target player discards' ? 'player' : 'opponent' } };
    },
  },
  {
    name: 'lose life',
    examples: ['You lose 2 life.', 'Target player loses 3 life.', 'Target opponent loses 2 life.', 'Each opponent loses 1 life.', 'Each player loses 2 life.'],
    pattern: /^(You lose|Target player loses|Target opponent loses|Each opponent loses|Each player loses) (X|\d+) life\.$/,
    build: (m) => {
      const n = amount(m[2]);
      if (n === null) return null;
      switch (m[1]) {
        case 'You lose':
          return { effect: { kind: 'loseLife', amount: n, who: 'controller' } };
        case 'Target player loses':
          return { effect: { kind: 'loseLife', amount: n, who: 'target' }, targets: { kind: 'player' } };
        case 'Target opponent loses':
          return { effect: { kind: 'loseLife', amount: n, who: 'target' }, targets: { kind: 'opponent' } };
        case 'Each opponent loses':
          return { effect: { kind: 'loseLife', amount: n, who: 'eachOpponent' } };
        default:
          return { effect: { kind: 'loseLife', amount: n, who: 'eachPlayer' } };
      }
    },
  },
  {
    name: 'this creature gets +N/+N until end of turn',
    examples: ['~ gets +1/+0 until end of turn.', '~ gets +1/+1 until end of turn.', '~ gets -1/+1 until end of turn.'],
    pattern: /^~ gets ([+-]\d+)\/([+-]\d+) until end of turn\.$/,
    build: (m) => ({ effect: { kind: 'pumpSource', power: signed(m[1]), toughness: signed(m[2]) } }),
  },
  {
    name: 'put +1/+1 counters on a target creature',
    examples: ['Put a +1/+1 counter on target creature.', 'Put two +1/+1 counters on target creature.', 'Put a +1/+1 counter on target creature you control.'],
    pattern: new RegExp(`^Put ${NUMBER} \\+1/\\+1 counters? on ${TARGET}\\.$`),
    build: (m) => {
      const n = readNumber(m[1] ?? '');
      const targets = readTarget(m[2] ?? '');
      return n === null || targets === null || !CREATURE_TARGETS.has(targets.kind) ? null : { effect: { kind: 'addCounters', counter: '+1/+1', amount: n, to: 'target' }, targets };
    },
  },
  {
    name: 'attach this Equipment to a creature you control',
    examples: ['Attach ~ to target creature you control.'],
    pattern: /^Attach ~ to target creature you control\.$/,
    build: () => ({ effect: { kind: 'attachSourceToTarget' }, targets: { kind: 'creatureYouControl' } }),
  },
  {
    name: 'create creature tokens',
    examples: ['Create a 1/1 white Soldier creature token.', 'Create two 2/2 white Knight Ally creature tokens.', 'Create a 5/5 green Wurm creature token with trample.', 'Create a 1/1 colorless Thopter artifact creature token with flying.'],
    pattern: /^Create /,
    build: (m) => {
      const read = readCreateTokens(m.input ?? '');
      return read === null ? null : { effect: { kind: 'createTokens', token: tokenName(read.token), amount: read.amount, tapped: false, for: 'controller' } };
    },
  },
  {
    name: 'sacrifice this',
    examples: ['Sacrifice ~.'],
    pattern: /^Sacrifice ~\.$/,
    build: () => ({ effect: { kind: 'sacrificeSource' } }),
  },
  {
    name: 'sacrifice this unless you pay mana',
    examples: ['Sacrifice ~ unless you pay {1}.', 'Sacrifice ~ unless you pay {W}{W}.'],
    pattern: /^Sacrifice ~ unless you pay ((?:\{(?:\d+|[WUBRGC])\})+)\.$/,
    build: (m) => ({ effect: { kind: 'sacrificeSourceUnlessYouPay', cost: m[1] ?? '' } }),
  },
  {
    name: 'prevent all combat damage this turn',
    examples: ['Prevent all combat damage that would be dealt this turn.'],
    pattern: /^Prevent all combat damage that would be dealt this turn\.$/,
    build: () => ({ effect: { kind: 'preventAllCombatDamageThisTurn' } }),
  },
  ...UNTIL_END_OF_TURN_RULES,
  // "Destroy all <types/subtype/color>" first; the verbs' groups (tapped creatures, creatures with flying) after.
  ...MASS_SENTENCE_RULES,
  ...VERB_RULES,
  ...SEARCH_SENTENCE_RULES,
  ...REGENERATE_RULES,
  ...ARTIFACT_TOKEN_RULES,
  ...COUNTER_SENTENCE_RULES,
  ...GRAVEYARD_SENTENCE_RULES,
  ...LIBRARY_SEARCH_RULES,
  ...exileInsteadRules((sentence) => readSentence(sentence)),
  ...itsControllerRules((sentence) => readSentence(sentence)),
  ...COUNTED_RULES,
  ...DRAIN_RULES,
  ...COUNT_RULES,
  ...MASS_REMOVAL_RULES,
  ...mayRules((sentence) => readEffect(sentence)),
  ...upToRules((sentence) => readSentence(sentence)),
  ...DESTROYED_THIS_WAY_RULES,
  ...playerStateRules((sentence) => readSentence(sentence)),
  ...DOUBLE_RULES,
];

/**
 * Splits a line into its sentences ("Draw a card. You gain 2 life." → two); "... and you gain 1
 * life.", "... and you lose 1 life.", "... and you draw a card.", "You gain 1 life and draw a card."
 * and "..., then discard a card." are sentences of their own.
 */
export function sentences(text: string): string[] {
  return text
    // "It can't be regenerated." belongs to the destruction before it (701.19c); "If that creature would die ...", "Its controller creates ...",
    // "... that permanent's mana value", "You gain life equal to the life lost this way." (drain.phrase.ts) and "... for each creature
    // destroyed this way." (destroyed-this-way.phrase.ts) to the sentence they follow; "You may put one of those cards back on top ..."
    // and "Put the rest into your graveyard." to the look at the top before them.
    .split(/(?<=\.)\s+(?=[A-Z~])(?!It can't be regenerated\.|If that creature (?:or planeswalker )?would die this turn|Its controller creates |You lose life equal to that permanent's |You gain life equal to the life lost this way\.|You gain \d+ life for each creature destroyed this way\.|You may put one of those cards back on top|Put the rest into your graveyard)/)
    .flatMap((s) => splitCompound(s) ?? [s])
    .flatMap((s) => {
      // "You may A, then B." is optional as a whole (603.5): its rule reads the rest.
      if (s.startsWith('You may ')) return [s];
      const m = /^(.+) and you (gain|lose) (X|\d+) life\.$/.exec(s);
      if (m !== null) return [`${m[1] ?? ''}.`, `You ${m[2] ?? ''} ${m[3] ?? ''} life.`];
      // "~ deals 1 damage to you and you draw a card."
      const andDraw = /^(.+) and you (draw .+)$/.exec(s);
      if (andDraw !== null) return [`${andDraw[1] ?? ''}.`, `You ${andDraw[2] ?? ''}`];
      // "You gain 2 life and draw two cards."
      const gainDraw = /^You gain (X|\d+) life and (draw .+)$/.exec(s);
      if (gainDraw !== null) return [`You gain ${gainDraw[1] ?? ''} life.`, `D${(gainDraw[2] ?? '').slice(1)}`];
      // "Draw two cards, then discard a card."
      const then = /^(.+), then ([a-z].+)$/.exec(s);
      if (then === null) return [s];
      // "Each player discards their hand, then draws seven cards.": the second verb has the same subject.
      const subject = /^Each (?:player|opponent) /.exec(then[1] ?? '')?.[0];
      if (subject !== undefined && /^[a-z]+s /.test(then[2] ?? '')) return [`${then[1] ?? ''}.`, `${subject}${then[2] ?? ''}`];
      return [`${then[1] ?? ''}.`, `${(then[2] ?? '').charAt(0).toUpperCase()}${(then[2] ?? '').slice(1)}`];
    })
    .filter((s) => s !== '');
}

/** One sentence, by the first rule that reads it. */
export function readSentence(sentence: string): EffectPhrase | null {
  for (const rule of SENTENCE_RULES) {
    const m = rule.pattern.exec(sentence);
    const phrase = m === null ? null : rule.build(m);
    if (phrase !== null) return phrase;
  }
  return null;
}

/**
 * The effect of a line of sentences, or null if one is not understood (or two take targets).
 *
 * @example
 * readEffect('~ deals 3 damage to any target.') // { effect: { kind: 'dealDamage', amount: 3, to: 'target' }, targets: { kind: 'any' } }
 */
export function readEffect(text: string): EffectPhrase | null {
  const parts: EffectPhrase[] = [];
  for (const s of sentences(text)) {
    // "It gains hexproof until end of turn." speaks of what the sentence before acted on.
    const previous = parts[parts.length - 1]?.effect;
    const followUp = previous === undefined ? null : readFollowUp(previous, s);
    const phrase = followUp === null ? readSentence(s) : { effect: followUp };
    if (phrase === null) return null;
    parts.push(phrase);
  }
  if (parts.length === 0) return null;
  const first = parts[0];
  if (parts.length === 1 && first !== undefined) return first;
  const targeted = parts.filter((p) => p.targets !== undefined);
  if (targeted.length > 1) return null;
  const targets = targeted[0]?.targets;
  return { effect: { kind: 'sequence', effects: parts.map((p) => p.effect) }, ...(targets === undefined ? {} : { targets }) };
}
