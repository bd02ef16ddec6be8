import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { piliPala } from './pili-pala.card';

describe('Pili-Pala', () => {
  it('is a {2} 1/1 Artifact Creature — Scarecrow with Flying and a {Q} mana ability', () => {
    expectDefinition(piliPala, {
      manaCost: '{2}', types: ['Artifact', 'Creature'], subtypes: ['Scarecrow'], power: 1, toughness: 1,
      oracle: ['Flying', '{2}, {Q}: Add one mana of any color.'], abilities: [[1, 'keyword'], [2, 'mana']],
    });
  });

  it('cannot pay {Q} while untapped (107.6)', () => {
    const game = cardGame({ turn: 3, battlefield: [{ id: 'pp', card: 'Pili-Pala', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
    game.act(tapFor('sr'));
    expect(game.refusal(tapFor('pp'))).toBe('107.6');
  });

  it('turns {2} into one mana of any color, untapping itself', () => {
    const game = cardGame({ turn: 3, battlefield: [{ id: 'pp', card: 'Pili-Pala', controller: 'alice', tapped: true }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
    game.act(tapFor('sr'), tapFor('pp'), { do: 'choose', player: 'alice', choice: 'B' });
    expect(game.view).toMatchObject({ battlefield: { pp: { tapped: false } }, players: { alice: { manaPool: { B: 1, C: 0 } } } });
  });
});
