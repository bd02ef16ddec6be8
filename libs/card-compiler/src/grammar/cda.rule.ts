/**
 * A characteristic-defining ability that counts the graveyard (604.3, 613.4a): "~'s power is equal
 * to the number of instant and sorcery cards in your graveyard." The printed power of such a card
 * is "*"; the card data gives 0, which the ability replaces.
 */
import type { CardType } from '@arbiter/rules';
import type { LineRule } from './line-rule';

const COUNTED: Readonly<Record<string, readonly CardType[]>> = { 'instant and sorcery': ['Instant', 'Sorcery'], creature: ['Creature'], land: ['Land'] };

export const powerFromGraveyardRule: LineRule = {
  name: 'power equal to the cards of a kind in your graveyard',
  examples: ["~'s power is equal to the number of instant and sorcery cards in your graveyard.", "~'s power is equal to the number of creature cards in your graveyard."],
  read: (line, card) => {
    if (!card.types.includes('Creature')) return null;
    const m = /^~'s power is equal to the number of (instant and sorcery|creature|land) cards in your graveyard\.$/.exec(line.text);
    const types = m === null ? undefined : COUNTED[m[1] ?? ''];
    return types === undefined ? null : { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'powerEqualsCardsInYourGraveyard', types } }] };
  },
};
