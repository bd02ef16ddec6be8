import { UNFINISHED } from '../index';
import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { stonecoilSerpent } from './stonecoil-serpent.card';

describe('Stonecoil Serpent', () => {
  it('is an {X} 0/0 Artifact Creature — Snake: three keywords, then the enters-with ability (4 abilities)', () => {
    expectDefinition(stonecoilSerpent, {
      manaCost: '{X}', types: ['Artifact', 'Creature'], subtypes: ['Snake'], power: 0, toughness: 0,
      oracle: ['Reach, trample, protection from multicolored', 'Stonecoil Serpent enters with X +1/+1 counters on it.'],
      abilities: [[1, 'keyword'], [2, 'keyword'], [3, 'keyword'], [4, 'static']],
    });
  });

  it('enters with X +1/+1 counters (614.1c)', () => {
    const game = cardGame({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }], hands: { alice: [{ id: 'ss', card: 'Stonecoil Serpent' }] } });
    game.act(tapFor('sr'), { do: 'cast', player: 'alice', card: 'ss', x: 2 }, { do: 'resolve' });
    expect(game.view.battlefield['ss']).toMatchObject({ counters: { '+1/+1': 2 }, power: 2, toughness: 2, manaValue: 0 });
  });

  it('has protection from multicolored: damage from Boros Swiftblade (red and white) is prevented (702.16e)', () => {
    const game = cardGame({
      turn: 3,
      battlefield: [
        { id: 'bs', card: 'Boros Swiftblade', controller: 'alice' },
        { id: 'ss', card: 'Stonecoil Serpent', controller: 'bob', counters: { '+1/+1': 3 } },
      ],
    });
    expect(game.view.battlefield['ss']?.keywords).toContain('protection from multicolored');
    // Protection on a blocker doesn't stop it blocking a multicolored attacker (702.16f is about attackers).
    const events = game.actAll(
      { do: 'attack', player: 'alice', attackers: { bs: 'bob' } },
      { do: 'block', player: 'bob', blockers: { ss: 'bs' } },
      { do: 'nextStep' },
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamagePrevented', data: { source: 'bs', target: 'ss', amount: 1 } }));
    expect(game.view.battlefield['ss']?.damage).toBe(0);
    expect(UNFINISHED.map((u) => u.card)).not.toContain('Stonecoil Serpent');
  });
});
