import { attack, block, cardGame, cast, expectDefinition, tapFor } from '../testing/card-spec';
import { pacifism } from './pacifism.card';

describe('Pacifism', () => {
  it('is a {1}{W} Enchantment — Aura with enchant creature and a static ability', () => {
    expectDefinition(pacifism, {
      manaCost: '{1}{W}', types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'],
      oracle: ['Enchant creature', "Enchanted creature can't attack or block."], abilities: [[1, 'keyword'], [2, 'static']],
    });
  });

  it('enters attached to the creature it targets (303.4a)', () => {
    const game = cardGame({
      battlefield: [{ id: 'p1', card: 'Plains', controller: 'alice' }, { id: 'p2', card: 'Plains', controller: 'alice' }, { id: 'sa', card: 'Serra Angel', controller: 'bob' }],
      hands: { alice: [{ id: 'pa', card: 'Pacifism' }] },
    });
    game.act(tapFor('p1'), tapFor('p2'), cast('pa', ['sa']), { do: 'resolve' });
    expect(game.view.battlefield['pa']).toMatchObject({ controller: 'alice', attachedTo: 'sa' });
  });

  it("stops the enchanted creature attacking (508.1c)", () => {
    const game = cardGame({
      activePlayer: 'bob',
      battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'bob' }, { id: 'pa', card: 'Pacifism', controller: 'alice', attachedTo: 'sa' }],
    });
    expect(game.refusal(attack({ sa: 'alice' }, 'bob'))).toBe('508.1c');
  });

  it('stops the enchanted creature blocking (509.1b)', () => {
    const game = cardGame({
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'sa', card: 'Serra Angel', controller: 'bob' }, { id: 'pa', card: 'Pacifism', controller: 'alice', attachedTo: 'sa' }],
    });
    game.act(attack({ gb: 'bob' }));
    expect(game.refusal(block({ sa: 'gb' }))).toBe('509.1b');
  });

  it("goes to its owner's graveyard when the enchanted creature leaves (704.5m)", () => {
    const game = cardGame({
      battlefield: [
        { id: 's1', card: 'Swamp', controller: 'bob' }, { id: 's2', card: 'Swamp', controller: 'bob' }, { id: 's3', card: 'Swamp', controller: 'bob' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'pa', card: 'Pacifism', controller: 'alice', attachedTo: 'gb' },
      ],
      hands: { bob: [{ id: 'mu', card: 'Murder' }] },
    });
    const events = game.actAll(tapFor('s1', 0, 'bob'), tapFor('s2', 0, 'bob'), tapFor('s3', 0, 'bob'), cast('mu', ['gb'], 'bob'), { do: 'resolve' });
    expect(events.find((e) => e.type === 'PermanentLeftBattlefield' && e.data.permanent === 'pa')).toMatchObject({ data: { to: 'graveyard' }, metadata: { rule: '704.5m' } });
    expect(game.view.players['alice']?.graveyard).toEqual(['pa']);
  });
});
