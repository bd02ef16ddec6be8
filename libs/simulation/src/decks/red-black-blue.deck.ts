import type { DeckList } from './deck-list';

/**
 * Red-black with blue (40 cards, 17 lands): hasty and menacing attackers, Vampire Nighthawk,
 * burn to any target, Murder, and a blue touch for Counterspell and Divination; one Hangarback
 * Walker for an X spell and its dies trigger.
 */
export const RED_BLACK_BLUE: DeckList = {
  name: 'red-black-blue',
  cards: [
    { card: 'Mountain', count: 6 },
    { card: 'Swamp', count: 6 },
    { card: 'Island', count: 5 },
    { card: 'Raging Goblin', count: 3 },
    { card: 'Boggart Brute', count: 3 },
    { card: 'Vampire Nighthawk', count: 3 },
    { card: 'Hangarback Walker', count: 1 },
    { card: 'Lightning Bolt', count: 3 },
    { card: 'Shock', count: 3 },
    { card: 'Murder', count: 3 },
    { card: 'Counterspell', count: 2 },
    { card: 'Divination', count: 2 },
  ],
};
