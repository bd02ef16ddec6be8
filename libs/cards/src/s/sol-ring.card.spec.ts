import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { solRing } from './sol-ring.card';

describe('Sol Ring', () => {
  it('is a {1} Artifact with "{T}: Add {C}{C}."', () => {
    expectDefinition(solRing, { manaCost: '{1}', types: ['Artifact'], oracle: ['{T}: Add {C}{C}.'], abilities: [[1, 'mana']] });
  });

  it('adds {C}{C}', () => {
    const game = cardGame({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
    expect(game.act(tapFor('sr'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'sr', mana: { C: 2 } } }));
  });

  it('taps the turn it is cast: it is not a creature (302.6)', () => {
    const game = cardGame({ battlefield: [{ id: 'w1', card: 'Wastes', controller: 'alice' }], hands: { alice: [{ id: 'sr', card: 'Sol Ring' }] } });
    game.act(tapFor('w1'), { do: 'cast', player: 'alice', card: 'sr' }, { do: 'resolve' }, tapFor('sr'));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 2 });
  });
});
