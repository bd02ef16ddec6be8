import { cast, given, tapFor } from '../testing/card-spec';

describe('Isamaru, Hound of Konda', () => {
  it('is subject to the legend rule: its controller keeps one of two and the other goes to the graveyard (704.5j)', () => {
    const game = given({
      battlefield: [{ id: 'i1', card: 'Isamaru, Hound of Konda', controller: 'alice' }, { id: 'p1', card: 'Plains', controller: 'alice' }],
      hands: { alice: [{ id: 'i2', card: 'Isamaru, Hound of Konda' }] },
    }).after(tapFor('p1'), cast('i2'), { do: 'resolve' });
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'legendRule', options: ['i1', 'i2'] });
    const outcome = game
      .when({ do: 'choose', player: 'alice', choice: 'i2' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'i1', to: 'graveyard' }, metadata: { rule: '704.5j' } }])
      .thenView({ players: { alice: { graveyard: ['i1'] } } });
    expect(Object.keys(outcome.view.battlefield)).toEqual(['p1', 'i2']);
  });

  it('stays when another player controls the other one (704.5j)', () => {
    const game = given({
      battlefield: [{ id: 'i1', card: 'Isamaru, Hound of Konda', controller: 'bob' }, { id: 'p1', card: 'Plains', controller: 'alice' }],
      hands: { alice: [{ id: 'i2', card: 'Isamaru, Hound of Konda' }] },
    }).after(tapFor('p1'), cast('i2'), { do: 'resolve' });
    expect(game.view.pendingChoice).toBeNull();
    expect(game.view.battlefield).toMatchObject({ i1: { controller: 'bob' }, i2: { controller: 'alice' } });
  });
});
