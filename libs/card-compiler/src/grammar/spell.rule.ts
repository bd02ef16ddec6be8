/**
 * The spell ability of an instant or sorcery (CR 113.3a): the line is what it does.
 */
import { readEffect } from './effect.phrase';
import { effectFits, isSpellCard, type LineRule } from './line-rule';

export const spellRule: LineRule = {
  name: 'spell effect',
  examples: ['~ deals 3 damage to any target.', 'Draw two cards.', 'Target creature gets +3/+3 until end of turn.', 'Counter target spell.', 'Destroy target creature.'],
  read: (line, card) => {
    if (!isSpellCard(card)) return null;
    const phrase = readEffect(line.text);
    if (phrase === null || !effectFits(phrase.effect, card)) return null;
    return { abilities: [{ kind: 'spell', text: line.printed, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) }] };
  },
};
