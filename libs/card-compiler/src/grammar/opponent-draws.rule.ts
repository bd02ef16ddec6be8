/**
 * "Whenever an opponent draws a card, that player loses N life." (121.2: once for each card drawn):
 * "that player" is the opponent who drew, so the line is read whole, never "that player" alone.
 */
import { isSpellCard, type LineRule } from './line-rule';

export const opponentDrawsRule: LineRule = {
  name: 'whenever an opponent draws a card, that player loses life',
  examples: ['Whenever an opponent draws a card, that player loses 1 life.', 'Whenever an opponent draws a card, that player loses 2 life.'],
  read: (line, card) => {
    const m = /^Whenever an opponent draws a card, that player loses (\d+) life\.$/.exec(line.text);
    if (m === null || isSpellCard(card)) return null;
    return { abilities: [{ kind: 'triggered', text: line.printed, trigger: { kind: 'opponentDrawsACard' }, effect: { kind: 'loseLife', amount: Number(m[1]), who: 'triggeringPlayer' } }] };
  },
};
