import { cardGame, cast, expectDefinition, tapFor } from '../testing/card-spec';
import { counterspell } from './counterspell.card';

describe('Counterspell', () => {
  const start = (): ReturnType<typeof cardGame> =>
    cardGame({
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' }],
      hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }], bob: [{ id: 'cs', card: 'Counterspell' }] },
    });

  it('is a {U}{U} Instant that counters target spell', () => {
    expectDefinition(counterspell, { manaCost: '{U}{U}', types: ['Instant'], colors: ['U'], oracle: ['Counter target spell.'], abilities: [[1, 'spell']] });
  });

  it('counters the target spell: it does not resolve and goes to its owner\'s graveyard (701.6a)', () => {
    const game = start();
    game.act(tapFor('m1'), cast('lb', ['bob']), tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'), cast('cs', ['lb'], 'bob'));
    expect(game.view.stack.map((o) => o.id)).toEqual(['lb', 'cs']);
    const events = game.act({ do: 'resolve' });
    expect(events.find((e) => e.type === 'SpellCountered')).toMatchObject({ data: { spell: 'lb', by: 'cs' }, metadata: { rule: '701.6a' } });
    expect(game.view.stack).toEqual([]);
    expect(game.view.players).toMatchObject({ alice: { graveyard: ['lb'] }, bob: { life: 20, graveyard: ['cs'] } });
  });

  it('targets a spell, not a permanent (601.2c)', () => {
    const game = start();
    game.act(tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'));
    expect(game.refusal(cast('cs', ['m1'], 'bob'))).toBe('601.2c');
  });

  it('counters a creature spell, which goes to the graveyard instead of the battlefield (701.6a)', () => {
    const game = cardGame({
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' }],
      hands: { alice: [{ id: 'rg', card: 'Raging Goblin' }], bob: [{ id: 'cs', card: 'Counterspell' }] },
    });
    game.act(tapFor('m1'), cast('rg'), tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'), cast('cs', ['rg'], 'bob'), { do: 'resolve' });
    expect(game.view.stack).toEqual([]);
    expect(game.view.battlefield['rg']).toBeUndefined();
    expect(game.view.players['alice']?.graveyard).toEqual(['rg']);
  });

  it('counters another Counterspell, so the spell that one targeted resolves (701.6a)', () => {
    const game = cardGame({
      battlefield: [
        { id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'i3', card: 'Island', controller: 'alice' }, { id: 'i4', card: 'Island', controller: 'alice' },
        { id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }, { id: 'cs2', card: 'Counterspell' }], bob: [{ id: 'cs', card: 'Counterspell' }] },
    });
    game.act(tapFor('m1'), cast('lb', ['bob']), tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'), cast('cs', ['lb'], 'bob'), tapFor('i3'), tapFor('i4'), cast('cs2', ['cs']));
    game.act({ do: 'resolve' }, { do: 'resolve' });
    expect(game.view.players).toMatchObject({ alice: { graveyard: ['cs2', 'lb'] }, bob: { life: 17, graveyard: ['cs'] } });
  });

  it("can't target an ability: only a spell (601.2c)", () => {
    const game = cardGame({
      battlefield: [{ id: 'p1', card: 'Plains', controller: 'alice' }, { id: 'p2', card: 'Plains', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' }],
      hands: { alice: [{ id: 'wo', card: 'Wall of Omens' }], bob: [{ id: 'cs', card: 'Counterspell' }] }, libraries: { alice: 1 },
    });
    game.act(tapFor('p1'), tapFor('p2'), cast('wo'), { do: 'resolve' }, tapFor('i1', 0, 'bob'), tapFor('i2', 0, 'bob'));
    expect(game.view.stack.map((o) => o.id)).toEqual(['wo/2']);
    expect(game.refusal(cast('cs', ['wo/2'], 'bob'))).toBe('601.2c');
  });
});
