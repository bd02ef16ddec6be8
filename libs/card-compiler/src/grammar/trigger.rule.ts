/**
 * Triggered abilities (CR 603): "When ~ enters, ...", "When ~ dies, ...", "At the beginning of
 * your upkeep, ...", with an effect sentence the grammar reads.
 */
import type { TriggerCondition } from '@arbiter/rules';
import { readEffect } from './effect.phrase';
import { isSpellCard, type LineRule } from './line-rule';

const TRIGGERS: readonly (readonly [RegExp, TriggerCondition])[] = [
  [/^When(?:ever)? ~ enters, (.+)$/, { kind: 'selfEnters' }],
  [/^When(?:ever)? ~ dies, (.+)$/, { kind: 'selfDies' }],
  [/^When(?:ever)? ~ leaves the battlefield, (.+)$/, { kind: 'selfLeavesBattlefield' }],
  [/^At the beginning of your upkeep, (.+)$/, { kind: 'yourUpkeep' }],
];

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const triggerRule: LineRule = {
  name: 'triggered ability',
  examples: ['When ~ enters, draw a card.', 'When ~ dies, draw a card.', 'When ~ enters, ~ deals 2 damage to any target.', 'At the beginning of your upkeep, put a +1/+1 counter on ~.'],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    for (const [pattern, trigger] of TRIGGERS) {
      const m = pattern.exec(line.text);
      if (m === null) continue;
      const phrase = readEffect(capitalise(m[1] ?? ''));
      if (phrase === null) return null;
      return {
        abilities: [{ kind: 'triggered', text: line.printed, trigger, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) }],
      };
    }
    return null;
  },
};
