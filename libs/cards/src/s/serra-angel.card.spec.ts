import { attack, block, cardGame, expectDefinition } from '../testing/card-spec';
import { serraAngel } from './serra-angel.card';

describe('Serra Angel', () => {
  it('is a {3}{W}{W} 4/4 Creature — Angel with flying and vigilance', () => {
    expectDefinition(serraAngel, {
      manaCost: '{3}{W}{W}', types: ['Creature'], subtypes: ['Angel'], colors: ['W'], power: 4, toughness: 4,
      oracle: ['Flying, vigilance'], abilities: [[1, 'keyword'], [1, 'keyword']],
    });
    expect(cardGame({ battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'alice' }] }).view.battlefield['sa']?.keywords).toEqual(['flying', 'vigilance']);
  });

  it('attacks without tapping (702.20b)', () => {
    const game = cardGame({ battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }] });
    const events = game.act(attack({ sa: 'bob', gb: 'bob' }));
    expect(events.filter((e) => e.type === 'PermanentTapped').map((e) => e.data)).toEqual([{ permanent: 'gb', forCost: false }]);
    expect(game.view.battlefield['sa']).toMatchObject({ attacking: true, tapped: false });
  });

  it("can't be blocked by a creature with neither flying nor reach (702.9b)", () => {
    const game = cardGame({ battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] });
    game.act(attack({ sa: 'bob' }));
    expect(game.refusal(block({ gb: 'sa' }))).toBe('702.9b');
  });

  it('can block a creature with flying (702.9b)', () => {
    const game = cardGame({
      activePlayer: 'bob',
      battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'bob' }, { id: 'sa', card: 'Serra Angel', controller: 'alice' }],
    });
    game.act(attack({ vn: 'alice' }, 'bob'), block({ sa: 'vn' }, 'alice'));
    expect(game.view.combat).toEqual({ attackers: { vn: { defending: 'alice', blockedBy: ['sa'], blocked: true } }, blockers: { sa: { blocking: ['vn'] } } });
  });
});
