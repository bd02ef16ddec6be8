import { cardGame, cast, expectDefinition, tapFor } from '../testing/card-spec';
import { isamaruHoundOfKonda } from './isamaru-hound-of-konda.card';

describe('Isamaru, Hound of Konda', () => {
  it('is a {W} 2/2 Legendary Creature — Dog with no abilities', () => {
    expectDefinition(isamaruHoundOfKonda, {
      manaCost: '{W}', types: ['Creature'], supertypes: ['Legendary'], subtypes: ['Dog'], colors: ['W'], power: 2, toughness: 2, oracle: [''], abilities: [],
    });
  });

  it('is subject to the legend rule: its controller keeps one of two and the other goes to the graveyard (704.5j)', () => {
    const game = cardGame({
      battlefield: [{ id: 'i1', card: 'Isamaru, Hound of Konda', controller: 'alice' }, { id: 'p1', card: 'Plains', controller: 'alice' }],
      hands: { alice: [{ id: 'i2', card: 'Isamaru, Hound of Konda' }] },
    });
    game.act(tapFor('p1'), cast('i2'), { do: 'resolve' });
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'legendRule', options: ['i1', 'i2'] });
    const events = game.act({ do: 'choose', player: 'alice', choice: 'i2' });
    expect(events.find((e) => e.type === 'PermanentLeftBattlefield')).toMatchObject({ data: { permanent: 'i1', to: 'graveyard' }, metadata: { rule: '704.5j' } });
    expect(Object.keys(game.view.battlefield)).toEqual(['p1', 'i2']);
    expect(game.view.players['alice']?.graveyard).toEqual(['i1']);
  });

  it('stays when another player controls the other one (704.5j)', () => {
    const game = cardGame({
      battlefield: [{ id: 'i1', card: 'Isamaru, Hound of Konda', controller: 'bob' }, { id: 'p1', card: 'Plains', controller: 'alice' }],
      hands: { alice: [{ id: 'i2', card: 'Isamaru, Hound of Konda' }] },
    });
    game.act(tapFor('p1'), cast('i2'), { do: 'resolve' });
    expect(game.view.pendingChoice).toBeNull();
    expect(game.view.battlefield).toMatchObject({ i1: { controller: 'bob' }, i2: { controller: 'alice' } });
  });
});
