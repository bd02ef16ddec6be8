import { attack, block, cardGame, cast, expectDefinition, tapFor } from '../testing/card-spec';
import { wallOfOmens } from './wall-of-omens.card';

describe('Wall of Omens', () => {
  it('is a {1}{W} 0/4 Creature — Wall with defender and an enters trigger', () => {
    expectDefinition(wallOfOmens, {
      manaCost: '{1}{W}', types: ['Creature'], subtypes: ['Wall'], colors: ['W'], power: 0, toughness: 4,
      oracle: ['Defender', 'When Wall of Omens enters, draw a card.'], abilities: [[1, 'keyword'], [2, 'triggered']],
    });
    expect(cardGame({ battlefield: [{ id: 'wo', card: 'Wall of Omens', controller: 'alice' }] }).view.battlefield['wo']?.keywords).toEqual(['defender']);
  });

  it('makes its controller draw a card when it enters (603.6a)', () => {
    const game = cardGame({
      battlefield: [{ id: 'p1', card: 'Plains', controller: 'alice' }, { id: 'p2', card: 'Plains', controller: 'alice' }],
      hands: { alice: [{ id: 'wo', card: 'Wall of Omens' }] }, libraries: { alice: 2 },
    });
    game.act(tapFor('p1'), tapFor('p2'), cast('wo'), { do: 'resolve' });
    expect(game.view.stack).toMatchObject([{ id: 'wo/2', kind: 'ability', controller: 'alice' }]);
    game.act({ do: 'resolve' });
    expect(game.view.players['alice']).toMatchObject({ hand: ['alice-lib-1'], librarySize: 1 });
  });

  it("can't attack (702.3b)", () => {
    const game = cardGame({ battlefield: [{ id: 'wo', card: 'Wall of Omens', controller: 'alice' }] });
    expect(game.refusal(attack({ wo: 'bob' }))).toBe('702.3b');
  });

  it('can block: defender only stops it attacking (702.3b)', () => {
    const game = cardGame({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'wo', card: 'Wall of Omens', controller: 'bob' }] });
    const events = game.actAll(attack({ gb: 'bob' }), block({ wo: 'gb' }), { do: 'nextStep' });
    expect(game.view.battlefield['wo']).toMatchObject({ damage: 2, blocking: true });
    expect(events.filter((e) => e.type === 'DamageDealt' && e.data.source === 'wo')).toEqual([]); // 0 power assigns no damage (510.1a)
    expect(game.view.players['bob']?.life).toBe(20);
  });
});
