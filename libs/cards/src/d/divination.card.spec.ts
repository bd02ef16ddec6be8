import { attack, cardGame, cast, expectDefinition, tapFor } from '../testing/card-spec';
import { divination } from './divination.card';

describe('Divination', () => {
  const start = (activePlayer = 'alice'): ReturnType<typeof cardGame> =>
    cardGame({
      activePlayer,
      battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }, { id: 'i2', card: 'Island', controller: 'alice' }, { id: 'i3', card: 'Island', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
      hands: { alice: [{ id: 'dv', card: 'Divination' }] }, libraries: { alice: 3 },
    });

  it('is a {2}{U} Sorcery: draw two cards', () => {
    expectDefinition(divination, { manaCost: '{2}{U}', types: ['Sorcery'], colors: ['U'], oracle: ['Draw two cards.'], abilities: [[1, 'spell']] });
  });

  it('makes its controller draw two cards (121.1), then goes to the graveyard (608.2n)', () => {
    const game = start();
    game.act(tapFor('i1'), tapFor('i2'), tapFor('i3'), cast('dv'), { do: 'resolve' });
    expect(game.view.players['alice']).toMatchObject({ hand: ['alice-lib-1', 'alice-lib-2'], librarySize: 1, graveyard: ['dv'] });
  });

  it("can't be cast on an opponent's turn (307.1)", () => {
    const game = start('bob');
    game.act(tapFor('i1'), tapFor('i2'), tapFor('i3'));
    expect(game.refusal(cast('dv'))).toBe('307.1');
  });

  it("can't be cast outside a main phase (307.1)", () => {
    const game = start();
    game.act(attack({ gb: 'bob' }), tapFor('i1'), tapFor('i2'), tapFor('i3'));
    expect(game.refusal(cast('dv'))).toBe('307.1');
  });

  it('makes a player who draws from an empty library lose the game (704.5b)', () => {
    const game = cardGame({
      battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }, { id: 'i2', card: 'Island', controller: 'alice' }, { id: 'i3', card: 'Island', controller: 'alice' }],
      hands: { alice: [{ id: 'dv', card: 'Divination' }] }, libraries: { alice: 1 },
    });
    const events = game.actAll(tapFor('i1'), tapFor('i2'), tapFor('i3'), cast('dv'), { do: 'resolve' });
    expect(events.find((e) => e.type === 'PlayerLeftGame')).toMatchObject({ data: { player: 'alice' }, metadata: { rule: '704.5b' } });
    expect(game.view.winner).toBe('bob');
  });
});
