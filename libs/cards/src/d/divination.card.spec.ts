import type { Given } from '@arbiter/rules-testing';
import { attack, cast, given, tapFor } from '../testing/card-spec';

describe('Divination', () => {
  const start = (activePlayer = 'alice'): Given =>
    given({
      activePlayer,
      battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }, { id: 'i2', card: 'Island', controller: 'alice' }, { id: 'i3', card: 'Island', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
      hands: { alice: [{ id: 'dv', card: 'Divination' }] }, libraries: { alice: 3 },
    });

  it('makes its controller draw two cards (121.1), then goes to the graveyard (608.2n)', () => {
    const game = start().after(tapFor('i1'), tapFor('i2'), tapFor('i3'), cast('dv'), { do: 'resolve' });
    expect(game.view.players['alice']).toMatchObject({ hand: ['alice-lib-1', 'alice-lib-2'], librarySize: 1, graveyard: ['dv'] });
  });

  it("can't be cast on an opponent's turn (307.1)", () => {
    const game = start('bob').after(tapFor('i1'), tapFor('i2'), tapFor('i3'));
    game.when(cast('dv')).thenRejected('307.1');
  });

  it("can't be cast outside a main phase (307.1)", () => {
    const game = start().after(attack({ gb: 'bob' }), tapFor('i1'), tapFor('i2'), tapFor('i3'));
    game.when(cast('dv')).thenRejected('307.1');
  });

  it('makes a player who draws from an empty library lose the game (704.5b)', () => {
    given({
      battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }, { id: 'i2', card: 'Island', controller: 'alice' }, { id: 'i3', card: 'Island', controller: 'alice' }],
      hands: { alice: [{ id: 'dv', card: 'Divination' }] }, libraries: { alice: 1 },
    })
      .after(tapFor('i1'), tapFor('i2'), tapFor('i3'), cast('dv'))
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PlayerLeftGame', data: { player: 'alice' }, metadata: { rule: '704.5b' } }])
      .thenView({ winner: 'bob' });
  });
});
