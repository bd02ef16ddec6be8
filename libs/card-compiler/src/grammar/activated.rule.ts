/**
 * Activated abilities other than mana abilities (CR 602): "<cost>: <effect>".
 */
import { readCost } from './cost.phrase';
import { readEffect } from './effect.phrase';
import { effectFits, isSpellCard, type LineRule } from './line-rule';

export const activatedRule: LineRule = {
  name: 'activated ability',
  examples: ['{T}: ~ deals 1 damage to any target.', '{2}, {T}: Draw a card.', '{1}, Sacrifice ~: Draw a card.', '{T}, Sacrifice ~: It deals 1 damage to any target.'],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    const colon = line.text.indexOf(': ');
    if (colon < 0) return null;
    const cost = readCost(line.text.slice(0, colon));
    // "{T}, Sacrifice ~: It deals 1 damage to any target.": "it" first in the effect is the source (113.7a).
    const phrase = readEffect(line.text.slice(colon + 2).replace(/^It deals /, '~ deals '));
    if (cost === null || phrase === null || !effectFits(phrase.effect, card, cost)) return null;
    return {
      abilities: [{ kind: 'activated', text: line.printed, cost, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) }],
    };
  },
};
