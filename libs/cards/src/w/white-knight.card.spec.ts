import { attack, block, cardGame, cast, expectDefinition, tapFor, typesAndData } from '../testing/card-spec';
import { whiteKnight } from './white-knight.card';

describe('White Knight', () => {
  it('is a {W}{W} 2/2 Creature — Human Knight with first strike and protection from black', () => {
    expectDefinition(whiteKnight, {
      manaCost: '{W}{W}', types: ['Creature'], subtypes: ['Human', 'Knight'], colors: ['W'], power: 2, toughness: 2,
      oracle: ['First strike, protection from black'], abilities: [[1, 'keyword'], [1, 'keyword']],
    });
    expect(cardGame({ battlefield: [{ id: 'wk', card: 'White Knight', controller: 'alice' }] }).view.battlefield['wk']?.keywords).toEqual(['first strike', 'protection from black']);
  });

  it('deals its combat damage first, so a blocker it destroys deals none (702.7b)', () => {
    const game = cardGame({ battlefield: [{ id: 'wk', card: 'White Knight', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] });
    game.act(attack({ wk: 'bob' }), block({ gb: 'wk' }));
    const events = game.actAll({ do: 'nextStep' }, { do: 'nextStep' });
    expect(typesAndData(events.filter((e) => e.type === 'DamageDealt'))).toEqual([{ type: 'DamageDealt', data: { source: 'wk', target: 'gb', amount: 2, combat: true } }]);
    expect(game.view.step).toBe('combatDamage');
    expect(game.view.battlefield['wk']).toMatchObject({ damage: 0 });
    expect(game.view.players['bob']?.graveyard).toEqual(['gb']);
  });

  it("can't be blocked by a black creature (702.16f)", () => {
    const game = cardGame({ battlefield: [{ id: 'wk', card: 'White Knight', controller: 'alice' }, { id: 'vn', card: 'Vampire Nighthawk', controller: 'bob' }] });
    game.act(attack({ wk: 'bob' }));
    expect(game.refusal(block({ vn: 'wk' }))).toBe('702.16f');
  });

  it("can't be the target of a black spell (702.16b)", () => {
    const game = cardGame({
      battlefield: [
        { id: 'wk', card: 'White Knight', controller: 'alice' },
        { id: 's1', card: 'Swamp', controller: 'bob' }, { id: 's2', card: 'Swamp', controller: 'bob' }, { id: 's3', card: 'Swamp', controller: 'bob' },
      ],
      hands: { bob: [{ id: 'mu', card: 'Murder' }] },
    });
    game.act(tapFor('s1', 0, 'bob'), tapFor('s2', 0, 'bob'), tapFor('s3', 0, 'bob'));
    expect(game.refusal(cast('mu', ['wk'], 'bob'))).toBe('702.16b');
  });
});
