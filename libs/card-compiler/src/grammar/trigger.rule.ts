/**
 * Triggered abilities (CR 603): "When ~ enters, ...", "When ~ dies, ...", "At the beginning of
 * your upkeep, ...", with an effect sentence the grammar reads.
 */
import type { TriggerCondition } from '@arbiter/rules';
import { readEffect } from './effect.phrase';
import { effectFits, isSpellCard, type LineRule } from './line-rule';

const TRIGGERS: readonly (readonly [RegExp, TriggerCondition])[] = [
  [/^When(?:ever)? ~ enters, (.+)$/, { kind: 'selfEnters' }],
  [/^When(?:ever)? ~ dies, (.+)$/, { kind: 'selfDies' }],
  [/^When(?:ever)? ~ leaves the battlefield, (.+)$/, { kind: 'selfLeavesBattlefield' }],
  [/^At the beginning of your upkeep, (.+)$/, { kind: 'yourUpkeep' }],
  [/^Whenever ~ attacks, (.+)$/, { kind: 'selfAttacks' }],
  [/^Whenever ~ deals combat damage to a player, (.+)$/, { kind: 'selfDealsCombatDamageToPlayer' }],
  [/^Whenever you gain life, (.+)$/, { kind: 'youGainLife' }],
  [/^Whenever a land enters under your control, (.+)$/, { kind: 'landEntersUnderYourControl' }],
  [/^Whenever you cast a noncreature spell, (.+)$/, { kind: 'youCastNoncreatureSpell' }],
  [/^At the beginning of the end step, (.+)$/, { kind: 'eachEndStep' }],
];

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** In a trigger of the card itself, "it" is the card: "it gets +2/+0", "put a +1/+1 counter on it". */
const itIsSelf = (s: string): string => s.replace(/^it /, '~ ').replace(/ on it\.$/, ' on ~.').replace(/^attach it to /, 'attach ~ to ');

export const triggerRule: LineRule = {
  name: 'triggered ability',
  examples: ['When ~ enters, draw a card.', 'When ~ dies, draw a card.', 'When ~ enters, ~ deals 2 damage to any target.', 'At the beginning of your upkeep, put a +1/+1 counter on ~.', 'Whenever ~ attacks, it gets +2/+0 until end of turn.', 'Whenever ~ attacks, put a +1/+1 counter on it.', 'Whenever ~ deals combat damage to a player, draw a card.', 'Whenever you gain life, put a +1/+1 counter on ~.', 'At the beginning of the end step, sacrifice ~.', 'When ~ is put into a graveyard from the battlefield, draw a card.', 'Whenever you cast a noncreature spell, put a +1/+1 counter on ~.', 'Whenever a land enters under your control, ~ gets +2/+2 until end of turn.'],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    // "Is put into a graveyard from the battlefield" is "dies" for a creature (700.4).
    const text = card.types.includes('Creature') ? line.text.replace(/^When ~ is put into a graveyard from the battlefield, /, 'When ~ dies, ') : line.text;
    for (const [pattern, trigger] of TRIGGERS) {
      const m = pattern.exec(text);
      if (m === null) continue;
      const phrase = readEffect(capitalise(itIsSelf(m[1] ?? '')));
      if (phrase === null || !effectFits(phrase.effect, card)) return null;
      return {
        abilities: [{ kind: 'triggered', text: line.printed, trigger, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) }],
      };
    }
    return null;
  },
};
