/**
 * Triggered abilities on what other objects and players do (CR 603.2) — "Whenever another
 * creature you control enters", "Whenever a creature you control dies", "Whenever you cast an
 * instant or sorcery spell", "At the beginning of your end step", "At the beginning of combat on
 * your turn", "Whenever you attack" — and the card's own blocks and two-event triggers
 * ("Whenever ~ becomes blocked", "When ~ enters or dies").
 */
import type { CardType, PermanentKind, TriggerCondition } from '@arbiter/rules';
import { readEffect } from './effect.phrase';
import { readCountersOnThatCreature } from './counters.phrase';
import { effectFits, isSpellCard, type CardShape, type LineRule } from './line-rule';
import { NUMBER, readNumber } from './numbers.phrase';
import { creatureType } from './creature-types.phrase';

interface WatcherTrigger {
  readonly pattern: RegExp;
  /** The condition, from the pattern's groups before the effect (the last group); null if it does not fit the card. */
  readonly trigger: (m: RegExpExecArray, card: CardShape) => TriggerCondition | null;
  /** Whether "it" in the effect is the card itself (a trigger of its own). */
  readonly self: boolean;
}

const SPELL_KINDS: Readonly<Record<string, 'any' | 'instantOrSorcery' | 'creature' | 'noncreature'>> = {
  a: 'any', 'an instant or sorcery': 'instantOrSorcery', 'a creature': 'creature', 'a noncreature': 'noncreature',
};
const WHOSE = { 'you control': 'you', 'an opponent controls': 'opponent', '': 'any' } as const;

/** "artifact", "land", "Ally": a card type in lower case, or a subtype. */
const KIND = '(artifact|enchantment|land|creature|[A-Z][a-z]+)';
const TYPES: Readonly<Record<string, CardType>> = { artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', creature: 'Creature' };
const kindOf = (word: string): PermanentKind => {
  const type = TYPES[word];
  return type === undefined ? { subtype: word } : { type };
};
const cardIs = (card: CardShape, what: PermanentKind): boolean => ('type' in what ? card.types.includes(what.type) : card.subtypes.includes(what.subtype));
/** "you control enters" / "enters under your control" are the controller's; plain "enters" anyone's. */
const whoseEntering = (words: string | undefined): 'you' | 'any' => (words === 'enters' ? 'any' : 'you');
const ENTERS = '(you control enters|enters under your control|enters)';

/** "Whenever ~ or another Ally enters": the card itself is one of them, so "a(n) <kind> enters" with itself included. */
function selfOrAnotherEnters(m: RegExpExecArray, card: CardShape): TriggerCondition | null {
  const what = kindOf(m[1] ?? '');
  if (!cardIs(card, what)) return null;
  const whose = whoseEntering(m[2]);
  return 'type' in what && what.type === 'Creature' ? { kind: 'creatureEnters', another: false, whose } : { kind: 'permanentEnters', what, another: false, whose };
}

/** "Whenever one or more +1/+1 counters are put on ~ / another non-Hydra creature you control" (122.6). */
function countersPutOn(counter: string | undefined, on: 'self' | 'creature', article: string | undefined, notSubtype: string | undefined, yours: string | undefined): TriggerCondition | null {
  if (counter !== '+1/+1') return null;
  if (notSubtype !== undefined && creatureType(notSubtype) === null) return null;
  return { kind: 'countersPutOn', counter, on, another: article === 'another', whose: yours === undefined ? 'any' : 'you', ...(notSubtype === undefined ? {} : { notSubtype }) };
}

const WATCHERS: readonly WatcherTrigger[] = [
  { pattern: /^When(?:ever)? ~ enters or dies, (.+)$/, trigger: () => ({ kind: 'either', conditions: [{ kind: 'selfEnters' }, { kind: 'selfDies' }] }), self: true },
  { pattern: /^When(?:ever)? ~ enters or attacks, (.+)$/, trigger: () => ({ kind: 'either', conditions: [{ kind: 'selfEnters' }, { kind: 'selfAttacks' }] }), self: true },
  { pattern: /^Whenever ~ attacks or blocks, (.+)$/, trigger: () => ({ kind: 'either', conditions: [{ kind: 'selfAttacks' }, { kind: 'selfBlocks' }] }), self: true },
  { pattern: /^Whenever ~ blocks or becomes blocked, (.+)$/, trigger: () => ({ kind: 'either', conditions: [{ kind: 'selfBlocks' }, { kind: 'selfBecomesBlocked' }] }), self: true },
  { pattern: /^Whenever ~ becomes tapped, (.+)$/, trigger: () => ({ kind: 'selfBecomesTapped' }), self: true },
  { pattern: /^Whenever a land you control enters, (.+)$/, trigger: () => ({ kind: 'landEntersUnderYourControl' }), self: false },
  { pattern: /^Whenever you draw a card, (.+)$/, trigger: () => ({ kind: 'youDrawACard' }), self: false },
  { pattern: /^Whenever you draw your second card each turn, (.+)$/, trigger: () => ({ kind: 'youDrawYourSecondCardEachTurn' }), self: false },
  { pattern: new RegExp(`^Whenever ~ or another ${KIND} ${ENTERS}, (.+)$`), trigger: selfOrAnotherEnters, self: false },
  {
    pattern: /^Whenever ~ or another creature (you control )?dies, (.+)$/,
    trigger: (m, card) => (card.types.includes('Creature') ? { kind: 'creatureDies', another: false, nontoken: false, whose: m[1] === undefined ? 'any' : 'you' } : null),
    self: false,
  },
  {
    pattern: /^Whenever (an?|another) (artifact|enchantment|land|[A-Z][a-z]+) (you control enters|enters under your control|enters), (.+)$/,
    trigger: (m) => ({ kind: 'permanentEnters', what: kindOf(m[2] ?? ''), another: m[1] === 'another', whose: whoseEntering(m[3]) }),
    self: false,
  },
  { pattern: /^Whenever ~ blocks, (.+)$/, trigger: () => ({ kind: 'selfBlocks' }), self: true },
  { pattern: /^Whenever ~ becomes blocked, (.+)$/, trigger: () => ({ kind: 'selfBecomesBlocked' }), self: true },
  { pattern: /^At the beginning of your end step, (.+)$/, trigger: () => ({ kind: 'yourEndStep' }), self: false },
  { pattern: /^At the beginning of each upkeep, (.+)$/, trigger: () => ({ kind: 'eachUpkeep' }), self: false },
  { pattern: /^At the beginning of combat on your turn, (.+)$/, trigger: () => ({ kind: 'beginningOfCombatOnYourTurn' }), self: false },
  { pattern: /^Whenever you attack, (.+)$/, trigger: () => ({ kind: 'youAttack' }), self: false },
  {
    pattern: new RegExp(`^Whenever you attack with ${NUMBER} or more creatures, (.+)$`),
    trigger: (m) => {
      const n = readNumber(m[1] ?? '');
      return n === null ? null : { kind: 'youAttack', atLeast: n };
    },
    self: false,
  },
  { pattern: /^Whenever one or more ([+-]1\/[+-]1) counters are put on ~, (.+)$/, trigger: (m, card) => (card.types.includes('Creature') ? countersPutOn(m[1], 'self', undefined, undefined, undefined) : null), self: true },
  {
    pattern: /^Whenever one or more ([+-]1\/[+-]1) counters are put on (a|another) (?:non-([A-Z][a-z]+) )?creature( you control)?, (.+)$/,
    trigger: (m) => countersPutOn(m[1], 'creature', m[2], m[3], m[4]),
    self: false,
  },
  { pattern: /^Whenever you cast a spell during an opponent's turn, (.+)$/, trigger: () => ({ kind: 'youCastSpell', spell: 'any', duringAnOpponentsTurn: true }), self: false },
  { pattern: /^Whenever you cast a spell, (.+)$/, trigger: () => ({ kind: 'youCastSpell', spell: 'any' }), self: false },
  { pattern: /^Whenever you cast an instant or sorcery spell, (.+)$/, trigger: () => ({ kind: 'youCastSpell', spell: 'instantOrSorcery' }), self: false },
  { pattern: /^Whenever you cast a creature spell, (.+)$/, trigger: () => ({ kind: 'youCastSpell', spell: 'creature' }), self: false },
  {
    pattern: /^Whenever (an opponent|a player) casts (a|an instant or sorcery|a creature|a noncreature) spell, (.+)$/,
    trigger: (m) => ({ kind: 'spellCast', caster: m[1] === 'a player' ? 'any' : 'opponent', spell: SPELL_KINDS[m[2] ?? 'a'] ?? 'any' }),
    self: false,
  },
  {
    pattern: /^Whenever (a|another) creature (?:you control enters|enters under your control), (.+)$/,
    trigger: (m) => ({ kind: 'creatureEnters', another: m[1] === 'another', whose: 'you' }),
    self: false,
  },
  { pattern: /^Whenever (a|another) creature enters, (.+)$/, trigger: (m) => ({ kind: 'creatureEnters', another: m[1] === 'another', whose: 'any' }), self: false },
  {
    pattern: /^Whenever (a|another) (nontoken )?creature (?:(you control|an opponent controls) )?dies, (.+)$/,
    trigger: (m) => ({ kind: 'creatureDies', another: m[1] === 'another', nontoken: m[2] !== undefined, whose: WHOSE[(m[3] ?? '') as keyof typeof WHOSE] }),
    self: false,
  },
];

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** In a trigger of the card itself, "it" is the card: "it gets +2/+0", "put a +1/+1 counter on it". */
const itIsSelf = (s: string): string => s.replace(/^it /, '~ ').replace(/ on it\.$/, ' on ~.');

export const watcherTriggerRule: LineRule = {
  name: 'triggered ability on what others do',
  examples: [
    'Whenever another creature you control enters, ~ deals 1 damage to each opponent.',
    'Whenever a creature you control enters, you gain 1 life.',
    'Whenever another creature enters, you gain 1 life.',
    'Whenever a nontoken creature you control dies, create a 1/1 white Spirit creature token with flying.',
    'Whenever another creature dies, put a +1/+1 counter on ~.',
    'Whenever a creature an opponent controls dies, put two +1/+1 counters on ~.',
    'Whenever you cast an instant or sorcery spell, draw a card.',
    'Whenever you cast a spell, you gain 1 life.',
    'Whenever you cast a creature spell, put a +1/+1 counter on ~.',
    'Whenever an opponent casts a spell, create a 1/1 green Insect creature token.',
    'Whenever a player casts a spell, ~ gets -1/-1 until end of turn.',
    'Whenever an opponent casts an instant or sorcery spell, create a 1/2 green Spider creature token with reach.',
    'At the beginning of your end step, create a 0/1 black Thrull creature token.',
    'At the beginning of combat on your turn, target creature you control gets +2/+0 until end of turn.',
    'Whenever you attack, draw a card.',
    'At the beginning of each upkeep, you draw a card and you lose 1 life.',
    'Whenever ~ blocks, it gets +2/+0 until end of turn.',
    'Whenever ~ becomes blocked, it gets +1/+1 until end of turn.',
    'Whenever ~ blocks or becomes blocked, it gets -2/+2 until end of turn.',
    'When ~ enters or dies, exile target permanent.',
    'Whenever ~ becomes tapped, each opponent loses 1 life and you gain 1 life.',
    'Whenever a land you control enters, ~ gets +1/+1 until end of turn.',
    'Whenever you draw a card, put a +1/+1 counter on ~.',
    'Whenever an artifact you control enters, put a +1/+1 counter on ~.',
    'Whenever another artifact you control enters, ~ deals 1 damage to each opponent.',
    'Whenever a land enters, you gain 1 life.',
    'Whenever ~ or another creature you control enters, you gain 1 life.',
    'Whenever ~ or another creature you control dies, draw a card.',
    'Whenever you draw your second card each turn, create a 2/2 blue Drake creature token with flying.',
    'Whenever ~ enters or attacks, draw two cards, then discard a card.',
    'Whenever you attack with three or more creatures, put a +1/+1 counter on target creature you control.',
    "Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on ~.",
    'Whenever another creature you control enters, put a +1/+1 counter on that creature.',
    'Whenever one or more +1/+1 counters are put on another non-Hydra creature you control, put a +1/+1 counter on ~.',
    'Whenever one or more +1/+1 counters are put on a creature you control, draw a card.',
    'Whenever one or more +1/+1 counters are put on ~, draw a card.',
  ],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    for (const w of WATCHERS) {
      const m = w.pattern.exec(line.text);
      if (m === null) continue;
      const words = m[m.length - 1] ?? '';
      const trigger = w.trigger(m, card);
      if (trigger === null) return null;
      // "that creature": the one entering (603.6a), named only by an enters trigger.
      const phrase = readEffect(capitalise(w.self ? itIsSelf(words) : words)) ?? (trigger.kind === 'creatureEnters' ? readCountersOnThatCreature(capitalise(words)) : null);
      if (phrase === null || !effectFits(phrase.effect, card)) return null;
      return {
        abilities: [{ kind: 'triggered', text: line.printed, trigger, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) }],
      };
    }
    return null;
  },
};
