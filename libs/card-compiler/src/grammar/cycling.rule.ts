/**
 * Cycling (CR 702.29a): "Cycling [cost]" means "[Cost], Discard this card: Draw a card.", an
 * activated ability that functions only while the card is in its owner's hand.
 */
import type { Ability } from '@arbiter/rules';
import type { LineRule } from './line-rule';

const CYCLING = /^Cycling ((?:\{(?:\d+|[WUBRGC])\})+)$/;

export const cyclingRule: LineRule = {
  name: 'cycling',
  examples: ['Cycling {2}', 'Cycling {1}{U}', 'Cycling {W}', 'Cycling {0}'],
  read: (line) => {
    const m = CYCLING.exec(line.text);
    const cost = m?.[1];
    if (cost === undefined) return null;
    const ability: Ability = {
      kind: 'activated',
      text: line.printed,
      cost: [{ kind: 'mana', cost }, { kind: 'discardSelf' }],
      effect: { kind: 'drawCards', amount: 1, who: 'controller' },
      fromHand: true,
    };
    return { abilities: [ability] };
  },
};
