import type { DeckList } from './deck-list';

/**
 * Green-white creatures (40 cards, 17 lands): mana elves, ground bodies, flyers and a trampler,
 * Pacifism for the opponent's best creature, Giant Growth and Fog for combat. Two copies of
 * Isamaru bring the legend rule (704.5j) into play now and then.
 */
export const GREEN_WHITE: DeckList = {
  name: 'green-white',
  cards: [
    { card: 'Forest', count: 9 },
    { card: 'Plains', count: 8 },
    { card: 'Llanowar Elves', count: 3 },
    { card: 'Isamaru, Hound of Konda', count: 2 },
    { card: 'Grizzly Bears', count: 3 },
    { card: 'White Knight', count: 2 },
    { card: 'Wall of Omens', count: 2 },
    { card: 'Giant Spider', count: 2 },
    { card: 'Serra Angel', count: 2 },
    { card: 'Colossal Dreadmaw', count: 2 },
    { card: 'Pacifism', count: 2 },
    { card: 'Giant Growth', count: 2 },
    { card: 'Fog', count: 1 },
  ],
};
