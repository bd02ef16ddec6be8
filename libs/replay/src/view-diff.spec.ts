import { CARD_CATALOG } from '@arbiter/cards';
import { toGameView, type GameView } from '@arbiter/rules';
import { decider, orchardGame, yesManGame } from './testing/games';
import { diffViews } from './view-diff';
import { jsonChanges, jsonEqual } from './json-diff';

function viewsOf(events: ReturnType<typeof orchardGame>): GameView[] {
  let state = decider.initialState();
  return events.map((e) => {
    state = decider.evolve(state, e);
    return toGameView(state, CARD_CATALOG);
  });
}

describe('diffViews', () => {
  it('lists the changed leaves with dotted paths', () => {
    const views = viewsOf(orchardGame());
    const last = views.length - 1;
    // Before the Forest's activation, and after its mana.
    expect(diffViews(views[last - 3]!, views[last]!)).toEqual([
      { path: 'revision', from: last - 3, to: last },
      { path: 'players.alice.manaPool.G', from: 0, to: 1 },
      { path: 'battlefield.f1.tapped', from: false, to: true },
    ]);
  });

  it('gives changed lists whole, and a key absent on one side as null', () => {
    const views = viewsOf(yesManGame());
    const before = views.find(
      (v) => v.stack.length === 0 && v.battlefield['ym']?.tapped === false,
    )!;
    const after = views[views.length - 1]!;
    const changes = diffViews(before, after);
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: 'players.alice.hand', from: [], to: ['alice-lib-1', 'alice-lib-2'] },
        { path: 'battlefield.ym.controller', from: 'alice', to: 'bob' },
        { path: 'battlefield.ym.counters.quest', from: null, to: 1 },
        { path: 'activePlayer', from: 'alice', to: 'bob' },
      ]),
    );
    expect(diffViews(after, after)).toEqual([]);
  });
});

describe('jsonEqual and jsonChanges', () => {
  it('treat undefined keys as absent and ignore key order', () => {
    expect(jsonEqual({ a: 1, b: undefined, c: [1, { d: 2 }] }, { c: [1, { d: 2 }], a: 1 })).toBe(
      true,
    );
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: null }, {})).toBe(false);
  });

  it('report a whole-value change at the root with an empty path', () => {
    expect(jsonChanges(1, 2)).toEqual([{ path: '', from: 1, to: 2 }]);
    expect(jsonChanges({ a: { b: 1 } }, { a: 'x' })).toEqual([
      { path: 'a', from: { b: 1 }, to: 'x' },
    ]);
  });
});
