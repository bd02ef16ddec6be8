import type { Given } from '@arbiter/rules-testing';
import { cast, given, tapFor } from '../testing/card-spec';

describe('Counterspell', () => {
  const start = (): Given =>
    given({
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' }],
      hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }], bob: [{ id: 'cs', card: 'Counterspell' }] },
    });

  it('counters the target spell: it does not resolve and goes to its owner\'s graveyard (701.6a)', () => {
    const game = start().after(tapFor('m1'), cast('lb', ['bob']), tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'), cast('cs', ['lb'], 'bob'));
    expect(game.view.stack.map((o) => o.id)).toEqual(['lb', 'cs']);
    game
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'SpellCountered', data: { spell: 'lb', by: 'cs' }, metadata: { rule: '701.6a' } }])
      .thenView({ stack: [], players: { alice: { graveyard: ['lb'] }, bob: { life: 20, graveyard: ['cs'] } } });
  });

  it('targets a spell, not a permanent (601.2c)', () => {
    const game = start().after(tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'));
    game.when(cast('cs', ['m1'], 'bob')).thenRejected('601.2c');
  });

  it('counters a creature spell, which goes to the graveyard instead of the battlefield (701.6a)', () => {
    const game = given({
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' }],
      hands: { alice: [{ id: 'rg', card: 'Raging Goblin' }], bob: [{ id: 'cs', card: 'Counterspell' }] },
    }).after(tapFor('m1'), cast('rg'), tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'), cast('cs', ['rg'], 'bob'), { do: 'resolve' });
    expect(game.view.stack).toEqual([]);
    expect(game.view.battlefield['rg']).toBeUndefined();
    expect(game.view.players['alice']?.graveyard).toEqual(['rg']);
  });

  it('counters another Counterspell, so the spell that one targeted resolves (701.6a)', () => {
    const game = given({
      battlefield: [
        { id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'i3', card: 'Island', controller: 'alice' }, { id: 'i4', card: 'Island', controller: 'alice' },
        { id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }, { id: 'cs2', card: 'Counterspell' }], bob: [{ id: 'cs', card: 'Counterspell' }] },
    }).after(tapFor('m1'), cast('lb', ['bob']), tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'), cast('cs', ['lb'], 'bob'), tapFor('i3'), tapFor('i4'), cast('cs2', ['cs'])).after({ do: 'resolve' }, { do: 'resolve' });
    expect(game.view.players).toMatchObject({ alice: { graveyard: ['cs2', 'lb'] }, bob: { life: 17, graveyard: ['cs'] } });
  });

  it("can't target an ability: only a spell (601.2c)", () => {
    const game = given({
      battlefield: [{ id: 'p1', card: 'Plains', controller: 'alice' }, { id: 'p2', card: 'Plains', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' }],
      hands: { alice: [{ id: 'wo', card: 'Wall of Omens' }], bob: [{ id: 'cs', card: 'Counterspell' }] }, libraries: { alice: 1 },
    }).after(tapFor('p1'), tapFor('p2'), cast('wo'), { do: 'resolve' }, tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'));
    expect(game.view.stack.map((o) => o.id)).toEqual(['wo/2']);
    game.when(cast('cs', ['wo/2'], 'bob')).thenRejected('601.2c');
  });
});
