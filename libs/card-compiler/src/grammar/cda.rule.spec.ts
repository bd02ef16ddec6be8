import type { CardShape } from './line-rule';
import { powerFromGraveyardRule } from './cda.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (text: string, card: CardShape = creature): unknown => powerFromGraveyardRule.read({ printed: text, text }, card)?.abilities ?? null;

describe('power defined by the cards of a kind in your graveyard (604.3, 613.4a)', () => {
  it('reads the kinds counted', () => {
    const line = "~'s power is equal to the number of instant and sorcery cards in your graveyard.";
    expect(read(line)).toEqual([{ kind: 'static', text: line, static: { kind: 'powerEqualsCardsInYourGraveyard', types: ['Instant', 'Sorcery'] } }]);
    expect(read("~'s power is equal to the number of creature cards in your graveyard.")).toMatchObject([{ static: { types: ['Creature'] } }]);
  });

  it('reads nothing it cannot play: toughness too, another graveyard, a card that is no creature', () => {
    expect(read("~'s power and toughness are each equal to the number of creature cards in your graveyard.")).toBeNull();
    expect(read("~'s power is equal to the number of creature cards in all graveyards.")).toBeNull();
    expect(read("~'s power is equal to the number of creature cards in your graveyard.", { name: 'Example', types: ['Artifact'], subtypes: ['Vehicle'] })).toBeNull();
  });
});
