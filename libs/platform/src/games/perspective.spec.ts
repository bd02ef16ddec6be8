import type { GameView } from '@arbiter/rules';
import { hideOthersCards, isHiddenPlayerField, redactEvent } from './perspective';

const player = (hand: string[]) => ({ life: 20, inGame: true, manaPool: {}, hand, handCards: hand.map(() => 'Forest'), librarySize: 3, libraryTop: 'Island', graveyard: ['g1'], exile: [] });
const view = { revision: 4, players: { alice: player(['a1', 'a2']), bob: player(['b1']) }, battlefield: {}, stack: [] } as unknown as GameView;

describe('what a view hides from whom', () => {
  it('hides every hand and library field of the other players, any name, but not their sizes', () => {
    const seen = hideOthersCards(view, 'alice') as unknown as { players: Record<string, Record<string, unknown>> };
    expect(seen.players['alice']).toEqual(player(['a1', 'a2']));
    expect(seen.players['bob']).toEqual({ life: 20, inGame: true, manaPool: {}, hand: 1, librarySize: 3, graveyard: ['g1'], exile: [] });
    const publicView = hideOthersCards(view, null) as unknown as { players: Record<string, Record<string, unknown>> };
    expect(publicView.players['alice']?.['hand']).toBe(2);
    expect(publicView.players['alice']?.['handCards']).toBeUndefined();
  });

  it('names hidden fields by what they are about', () => {
    expect(['hand', 'handCards', 'libraryOrder', 'library', 'deck', 'deckList'].every(isHiddenPlayerField)).toBe(true);
    expect(['librarySize', 'life', 'graveyard', 'exile', 'manaPool'].some(isHiddenPlayerField)).toBe(false);
  });

  it('hides the seed and library order of a game start, and a shuffle’s order, from all but a judge', () => {
    const started = { type: 'GameStarted', data: { gameId: 'g', crVersion: 'x', setup: { players: ['alice', 'bob'], seed: 7, turn: 1, activePlayer: 'alice', step: 'upkeep', life: {}, battlefield: [], hands: { alice: [{ id: 'h' }], bob: [] }, libraries: { alice: [{ id: 'l' }], bob: [] }, graveyards: {}, decks: { alice: ['Forest'] } } } };
    const shown = redactEvent(started, { kind: 'player', player: 'alice' }) as unknown as { data: { setup: Record<string, unknown> } };
    expect(shown.data.setup['seed']).toBeUndefined();
    expect(shown.data.setup['decks']).toBeUndefined();
    expect(shown.data.setup['hands']).toEqual({ alice: [{ id: 'h' }], bob: 0 });
    expect(shown.data.setup['libraries']).toEqual({ alice: 1, bob: 0 });
    expect(redactEvent(started, { kind: 'all' })).toBe(started);
    const shuffled = redactEvent({ type: 'LibraryShuffled', data: { player: 'alice', order: ['x', 'y'] } }, { kind: 'public' });
    expect(shuffled.data).toEqual({ player: 'alice', order: ['hidden', 'hidden'] });
  });

  it('hides which cards a scry kept on top or sent to the bottom from everyone but their player; a surveil’s graveyard is public', () => {
    const arranged = { type: 'LibraryArranged', data: { player: 'alice', top: ['l2'], bottom: ['l1'], graveyard: ['l3'] } };
    expect(redactEvent(arranged, { kind: 'player', player: 'alice' })).toBe(arranged);
    expect(redactEvent(arranged, { kind: 'player', player: 'bob' }).data).toEqual({ player: 'alice', top: ['hidden'], bottom: ['hidden'], graveyard: ['l3'] });
    const scried = { type: 'ChoiceMade', data: { player: 'alice', kind: 'scry', choice: ['l1'] } };
    expect(redactEvent(scried, { kind: 'public' }).data).toEqual({ player: 'alice', kind: 'scry', choice: ['hidden'] });
    expect(redactEvent(scried, { kind: 'player', player: 'alice' })).toBe(scried);
    const asked = { type: 'ChoiceRequested', data: { player: 'alice', kind: 'libraryTop', options: ['l1', 'l2'], continuation: { tasks: [] } } };
    expect(redactEvent(asked, { kind: 'player', player: 'bob' }).data).toEqual({ player: 'alice', kind: 'libraryTop', options: ['hidden', 'hidden'] });
  });

  it('hides the cards a player may find in their library search from everyone else (701.23a)', () => {
    const asked = { type: 'ChoiceRequested', data: { player: 'alice', kind: 'searchLibrary', options: ['l2', 'l5'], min: 0, max: 1, continuation: { tasks: [] } } };
    expect((redactEvent(asked, { kind: 'player', player: 'alice' }).data as { options: unknown[] }).options).toEqual(['l2', 'l5']);
    expect((redactEvent(asked, { kind: 'player', player: 'bob' }).data as { options: unknown[] }).options).toEqual(['hidden', 'hidden']);
    expect((redactEvent(asked, { kind: 'public' }).data as { options: unknown[] }).options).toEqual(['hidden', 'hidden']);
  });
});
