import { attack, block, cast, given, tapFor } from '../testing/card-spec';

describe('Pacifism', () => {
  it('enters attached to the creature it targets (303.4a)', () => {
    const game = given({
      battlefield: [{ id: 'p1', card: 'Plains', controller: 'alice' }, { id: 'p2', card: 'Plains', controller: 'alice' }, { id: 'sa', card: 'Serra Angel', controller: 'bob' }],
      hands: { alice: [{ id: 'pa', card: 'Pacifism' }] },
    }).after(tapFor('p1'), tapFor('p2'), cast('pa', ['sa']), { do: 'resolve' });
    expect(game.view.battlefield['pa']).toMatchObject({ controller: 'alice', attachedTo: 'sa' });
  });

  it("stops the enchanted creature attacking (508.1c)", () => {
    const game = given({
      activePlayer: 'bob',
      battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'bob' }, { id: 'pa', card: 'Pacifism', controller: 'alice', attachedTo: 'sa' }],
    });
    game.when(attack({ sa: 'alice' }, 'bob')).thenRejected('508.1c');
  });

  it('stops the enchanted creature blocking (509.1b)', () => {
    const game = given({
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'sa', card: 'Serra Angel', controller: 'bob' }, { id: 'pa', card: 'Pacifism', controller: 'alice', attachedTo: 'sa' }],
    }).after(attack({ gb: 'bob' }));
    game.when(block({ sa: 'gb' })).thenRejected('509.1b');
  });

  it("goes to its owner's graveyard when the enchanted creature leaves (704.5m)", () => {
    const game = given({
      battlefield: [
        { id: 's1', card: 'Swamp', controller: 'bob' }, { id: 's2', card: 'Swamp', controller: 'bob' }, { id: 's3', card: 'Swamp', controller: 'bob' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'pa', card: 'Pacifism', controller: 'alice', attachedTo: 'gb' },
      ],
      hands: { bob: [{ id: 'mu', card: 'Murder' }] },
    });
    game
      .after(tapFor('s1', 0, 'bob'), tapFor('s2', 0, 'bob'), tapFor('s3', 0, 'bob'), cast('mu', ['gb'], 'bob'))
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'pa', to: 'graveyard' }, metadata: { rule: '704.5m' } }])
      .thenView({ players: { alice: { graveyard: ['pa'] } } });
  });
});
