import { given, tapFor } from '../testing/card-spec';

describe('Pili-Pala', () => {
  it('cannot pay {Q} while untapped (107.6)', () => {
    const game = given({ turn: 3, battlefield: [{ id: 'pp', card: 'Pili-Pala', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] }).after(tapFor('sr'));
    game.when(tapFor('pp')).thenRejected('107.6');
  });

  it('turns {2} into one mana of any color, untapping itself', () => {
    const game = given({ turn: 3, battlefield: [{ id: 'pp', card: 'Pili-Pala', controller: 'alice', tapped: true }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] }).after(tapFor('sr'), tapFor('pp'), { do: 'choose', player: 'alice', choice: 'B' });
    expect(game.view).toMatchObject({ battlefield: { pp: { tapped: false } }, players: { alice: { manaPool: { B: 1, C: 0 } } } });
  });
});
