/**
 * Cycling (CR 702.29a): "Cycling [cost]" means "[Cost], Discard this card: Draw a card.", an
 * activated ability that functions only while the card is in its owner's hand; typecycling
 * (702.29e) searches the library instead of drawing.
 */
import { CREATURE_TYPES, type Ability, type CardKind } from '@arbiter/rules';
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

const TYPECYCLING = /^(Basic land|Land|[A-Z][a-z]+)cycling ((?:\{(?:\d+|[WUBRGC])\})+)$/;
const LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Desert'];

/** The kind of card "[type]cycling" finds: a basic land, a land, or a land or creature subtype. */
function kindOf(word: string): CardKind | null {
  if (word === 'Basic land') return { kind: 'basicLand' };
  if (word === 'Land') return { kind: 'land' };
  return LAND_TYPES.includes(word) || CREATURE_TYPES.has(word) ? { kind: 'subtype', subtype: word } : null;
}

/**
 * Typecycling (702.29e): "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
 * library for a [type] card, reveal it, and put it into your hand. Then shuffle your library."
 */
export const typecyclingRule: LineRule = {
  name: 'typecycling',
  examples: ['Basic landcycling {1}', 'Forestcycling {2}', 'Islandcycling {2}', 'Landcycling {2}', 'Wizardcycling {3}', 'Swampcycling {1}{B}'],
  read: (line) => {
    const m = TYPECYCLING.exec(line.text);
    const find = m?.[1] === undefined ? null : kindOf(m[1]);
    const cost = m?.[2];
    if (find === null || cost === undefined) return null;
    const ability: Ability = {
      kind: 'activated',
      text: line.printed,
      cost: [{ kind: 'mana', cost }, { kind: 'discardSelf' }],
      effect: { kind: 'searchLibraryToHand', find },
      fromHand: true,
    };
    return { abilities: [ability] };
  },
};
