/**
 * Activated abilities other than mana abilities (CR 602): "<cost>: <effect>".
 */
import { readCost } from './cost.phrase';
import { readEffect } from './effect.phrase';
import { effectFits, isSpellCard, type LineRule } from './line-rule';

const ONCE_EACH_TURN = / Activate (?:this ability )?only once each turn\.$/;
const AS_A_SORCERY = / Activate (?:this ability )?only as a sorcery\.$/;

export const activatedRule: LineRule = {
  name: 'activated ability',
  examples: ['{T}: ~ deals 1 damage to any target.', '{2}, {T}: Draw a card.', '{1}, Sacrifice ~: Draw a card.', '{T}, Sacrifice ~: It deals 1 damage to any target.', '{R}: ~ gets +1/+0 until end of turn. Activate only once each turn.', '{1}{G}: ~ gets +2/+2 until end of turn. Activate this ability only once each turn.', '{2}{G}: Put a +1/+1 counter on target creature you control. Activate only as a sorcery.'],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    const colon = line.text.indexOf(': ');
    if (colon < 0) return null;
    const cost = readCost(line.text.slice(0, colon));
    // "Activate only once each turn." (602.5), older "Activate this ability only once each turn."
    // "{T}, Sacrifice ~: It deals 1 damage to any target.": "it" first in the effect is the source (113.7a).
    const all = line.text.slice(colon + 2).replace(/^It deals /, '~ deals ');
    // "Activate only as a sorcery." (602.5d): only when its controller could cast a sorcery.
    const sorcery = AS_A_SORCERY.exec(all);
    const words = sorcery === null ? all : all.slice(0, sorcery.index);
    const once = ONCE_EACH_TURN.exec(words);
    const phrase = readEffect(once === null ? words : words.slice(0, once.index));
    if (cost === null || phrase === null || !effectFits(phrase.effect, card, cost)) return null;
    return {
      abilities: [
        {
          kind: 'activated', text: line.printed, cost, effect: phrase.effect,
          ...(phrase.targets === undefined ? {} : { targets: phrase.targets }),
          ...(once === null ? {} : { onlyOnceEachTurn: true }),
          ...(sorcery === null ? {} : { sorcerySpeed: true }),
        },
      ],
    };
  },
};
