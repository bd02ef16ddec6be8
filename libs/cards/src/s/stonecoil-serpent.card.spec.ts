import { UNFINISHED } from '../index';
import { given, tapFor } from '../testing/card-spec';

describe('Stonecoil Serpent', () => {
  it('enters with X +1/+1 counters (614.1c)', () => {
    const game = given({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }], hands: { alice: [{ id: 'ss', card: 'Stonecoil Serpent' }] } }).after(tapFor('sr'), { do: 'cast', player: 'alice', card: 'ss', x: 2 }, { do: 'resolve' });
    expect(game.view.battlefield['ss']).toMatchObject({ counters: { '+1/+1': 2 }, power: 2, toughness: 2, manaValue: 0 });
  });

  it('has protection from multicolored: damage from Boros Swiftblade (red and white) is prevented (702.16e)', () => {
    const game = given({
      turn: 3,
      battlefield: [
        { id: 'bs', card: 'Boros Swiftblade', controller: 'alice' },
        { id: 'ss', card: 'Stonecoil Serpent', controller: 'bob', counters: { '+1/+1': 3 } },
      ],
    });
    expect(game.view.battlefield['ss']?.keywords).toContain('protection from multicolored');
    // Protection on a blocker doesn't stop it blocking a multicolored attacker (702.16f is about attackers).
    game
      .after({ do: 'attack', player: 'alice', attackers: { bs: 'bob' } }, { do: 'block', player: 'bob', blockers: { ss: 'bs' } })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'DamagePrevented', data: { source: 'bs', target: 'ss', amount: 1 } }])
      .thenView({ battlefield: { ss: { damage: 0 } } });
    expect(UNFINISHED.map((u) => u.card)).not.toContain('Stonecoil Serpent');
  });
});
