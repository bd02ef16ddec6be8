import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { dryadArbor } from './dryad-arbor.card';

describe('Dryad Arbor', () => {
  it('is a green 1/1 Land Creature — Forest Dryad with the Forest\'s intrinsic mana ability', () => {
    expectDefinition(dryadArbor, {
      types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'], colors: ['G'], power: 1, toughness: 1,
      oracle: ['(Dryad Arbor isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")'], abilities: [[1, 'mana']],
    });
  });

  it('is played, not cast (305.9), and is summoning sick the turn it is played (302.6)', () => {
    const game = cardGame({ hands: { alice: [{ id: 'da', card: 'Dryad Arbor' }] } });
    expect(game.refusal({ do: 'cast', player: 'alice', card: 'da' })).toBe('305.9');
    game.act({ do: 'play', player: 'alice', card: 'da' });
    expect(game.refusal(tapFor('da'))).toBe('302.6');
  });

  it('taps for {G} once under control since its controller\'s turn began', () => {
    const game = cardGame({ turn: 3, battlefield: [{ id: 'da', card: 'Dryad Arbor', controller: 'alice' }] });
    expect(game.act(tapFor('da'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'da', mana: { G: 1 } } }));
  });
});
