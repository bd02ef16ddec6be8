/**
 * Attack triggers (508.3a, 508.1m): "Whenever one or more creatures you control attack, ...",
 * "Whenever a white creature you control attacks, ...", "Whenever ~ attacks while you control a
 * creature with power 4 or greater, ..."; "Whenever equipped creature deals combat damage to a
 * player, ..." (510.3a); and intervening "if" clauses on the creatures you
 * control (603.4): "if you control three or more creatures", "if creatures you control have total
 * power 8 or greater".
 */
import type { CreaturesCondition, ManaType, TriggerCondition } from '@arbiter/rules';
import { readEffect, type EffectPhrase } from './effect.phrase';
import { PLAYED_KEYWORDS } from './keyword.rule';
import type { RulesLine } from '../rules-text.lexer';
import { effectFits, isSpellCard, type CardShape, type LineReading, type LineRule } from './line-rule';
import { readNumber } from './numbers.phrase';
import { triggerRule } from './trigger.rule';
import { watcherTriggerRule } from './watcher-trigger.rule';

const COLORS: Readonly<Record<string, ManaType>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** "you control a creature with power 4 or greater", "you control three or more creatures", "creatures you control have total power 8 or greater". */
const CONDITION = /^(?:you control a creature with power (\d+) or greater|you control (\w+) or more creatures|creatures you control have total power (\d+) or greater)$/;

/**
 * A condition on the creatures you control.
 *
 * @example
 * readCreaturesCondition('you control three or more creatures') // { kind: 'creaturesAtLeast', n: 3 }
 */
export function readCreaturesCondition(words: string): CreaturesCondition | null {
  const m = CONDITION.exec(words);
  if (m === null) return null;
  if (m[1] !== undefined) return { kind: 'creatureWithPowerAtLeast', power: Number(m[1]) };
  if (m[3] !== undefined) return { kind: 'totalPowerAtLeast', power: Number(m[3]) };
  const n = readNumber(m[2] ?? '');
  return typeof n === 'number' && n > 0 ? { kind: 'creaturesAtLeast', n } : null;
}

interface AttackTrigger {
  readonly pattern: RegExp;
  readonly trigger: (m: RegExpExecArray, card: CardShape) => TriggerCondition | null;
  /** Whether "it" in the effect is the card itself. */
  readonly self: boolean;
}

const ATTACK_TRIGGERS: readonly AttackTrigger[] = [
  { pattern: /^Whenever one or more creatures you control attack, (.+)$/, trigger: () => ({ kind: 'youAttack' }), self: false },
  {
    pattern: /^Whenever ~ attacks while (.+?), (.+)$/,
    trigger: (m) => {
      const condition = readCreaturesCondition(m[1] ?? '');
      return condition === null ? null : { kind: 'selfAttacks', while: condition };
    },
    self: true,
  },
  {
    pattern: /^Whenever an? (?:(white|blue|black|red|green) )?creature you control attacks, (.+)$/,
    trigger: (m) => {
      if (m[1] === undefined) return { kind: 'creatureYouControlAttacks' };
      const color = COLORS[m[1]];
      return color === undefined ? null : { kind: 'creatureYouControlAttacks', color };
    },
    self: false,
  },
  {
    pattern: /^Whenever a creature you control(?: with (\w+))? deals combat damage to a player, (.+)$/,
    trigger: (m) => {
      if (m[1] === undefined) return { kind: 'creatureYouControlDealsCombatDamageToPlayer' };
      return PLAYED_KEYWORDS.includes(m[1]) ? { kind: 'creatureYouControlDealsCombatDamageToPlayer', keyword: m[1] } : null;
    },
    self: false,
  },
];

const ATTACHED_TRIGGERS: readonly AttackTrigger[] = [
  {
    // Only an Equipment has an "equipped creature", only an Aura an "enchanted creature".
    pattern: /^Whenever (equipped|enchanted) creature deals combat damage to a player, (.+)$/,
    trigger: (m, card) => (card.subtypes.includes(m[1] === 'equipped' ? 'Equipment' : 'Aura') ? { kind: 'attachedCreatureDealsCombatDamageToPlayer' } : null),
    self: false,
  },
];

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const itIsSelf = (s: string): string => s.replace(/^it /, '~ ').replace(/ on it\.$/, ' on ~.');

/** "that player gets two poison counters.": the player a combat damage trigger names (122.1). */
function poisonToThatPlayer(words: string): EffectPhrase | null {
  const m = /^that player gets (\w+) poison counters?\.$/.exec(words);
  const n = m === null ? null : readNumber(m[1] ?? '');
  return typeof n === 'number' && n > 0 ? { effect: { kind: 'givePoisonCounters', amount: n } } : null;
}

function readTrigger(triggers: readonly AttackTrigger[], line: RulesLine, card: CardShape): LineReading | null {
  if (isSpellCard(card)) return null;
  for (const t of triggers) {
    const m = t.pattern.exec(line.text);
    if (m === null) continue;
    const words = m[m.length - 1] ?? '';
    const phrase = poisonToThatPlayer(words) ?? readEffect(capitalise(t.self ? itIsSelf(words) : words));
    const trigger = t.trigger(m, card);
    if (phrase === null || trigger === null || !effectFits(phrase.effect, card)) return null;
    return { abilities: [{ kind: 'triggered', text: line.printed, trigger, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) }] };
  }
  return null;
}

/** "Whenever equipped creature deals combat damage to a player, ..." on an Equipment (an Aura's "enchanted creature"), 510.3a. */
export const equipmentCombatDamageRule: LineRule = {
  name: 'equipment: equipped creature deals combat damage',
  examples: ['Whenever equipped creature deals combat damage to a player, create a Treasure token.', 'Whenever equipped creature deals combat damage to a player, draw a card, then discard a card.'],
  read: (line, card) => readTrigger(ATTACHED_TRIGGERS, line, card),
};

export const attackTriggerRule: LineRule = {
  name: 'attack triggers',
  examples: [
    'Whenever one or more creatures you control attack, you gain 1 life for each attacking creature.',
    'Whenever ~ attacks while you control a creature with power 4 or greater, ~ gets +2/+2 until end of turn.',
    'Whenever ~ attacks while you control a creature with power 4 or greater, ~ gets +1/+0 and gains menace until end of turn.',
    'Whenever a white creature you control attacks, you gain 1 life.',
    'Whenever a creature you control with deathtouch deals combat damage to a player, that player gets two poison counters.',
    'Whenever a creature you control deals combat damage to a player, draw a card.',
  ],
  read: (line, card) => readTrigger(ATTACK_TRIGGERS, line, card),
};

/** "At the beginning of combat on your turn, if you control three or more creatures, ...": the trigger without its clause, with the condition (603.4). */
export const interveningCreaturesRule: LineRule = {
  name: 'intervening if on the creatures you control',
  examples: [
    'At the beginning of combat on your turn, if you control three or more creatures, ~ gets +1/+1 until end of turn and you gain 1 life.',
    'At the beginning of combat on your turn, if creatures you control have total power 8 or greater, target creature you control gains haste until end of turn.',
  ],
  read: (line, card) => {
    const m = /^((?:When|Whenever|At) [^,]+), if ([^,]+), (.+)$/.exec(line.text);
    const condition = m === null ? null : readCreaturesCondition(m[2] ?? '');
    if (m === null || condition === null) return null;
    const text = `${m[1] ?? ''}, ${m[3] ?? ''}`;
    for (const rule of [triggerRule, watcherTriggerRule, attackTriggerRule]) {
      const reading = rule.read({ printed: line.printed, text }, card);
      const ability = reading?.abilities[0];
      if (ability?.kind === 'triggered' && reading?.abilities.length === 1) return { abilities: [{ ...ability, ifCreaturesYouControl: condition }] };
    }
    return null;
  },
};
