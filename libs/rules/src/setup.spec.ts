import { SetupError } from './rule-violation';
import { normalizeSetup } from './setup';
import { SAMPLE_CATALOG } from './testing/sample-cards';

const players = ['alice', 'bob'];
const decks = { alice: Array.from({ length: 10 }, () => 'Forest'), bob: Array.from({ length: 10 }, () => 'Island') };

describe('normalizeSetup', () => {
  it('reads the normal form of a game from decks back as it stands: turn 0, the mulligan step (103.5)', () => {
    const normal = normalizeSetup(players, 7, { decks }, SAMPLE_CATALOG);
    expect({ turn: normal.turn, step: normal.step, hand: normal.hands['alice']?.length }).toEqual({ turn: 0, step: 'mulligan', hand: 7 });
    const { players: _players, seed, ...start } = normal;
    expect(normalizeSetup(players, seed, start, SAMPLE_CATALOG)).toEqual(normal);
  });

  it('refuses turn 0 outside the mulligan step, and a turn after 0 in it', () => {
    expect(() => normalizeSetup(players, 1, { turn: 0 }, SAMPLE_CATALOG)).toThrow(SetupError);
    expect(() => normalizeSetup(players, 1, { turn: 3, step: 'mulligan' }, SAMPLE_CATALOG)).toThrow(/turn must be 0/);
    expect(normalizeSetup(players, 1, { step: 'mulligan' }, SAMPLE_CATALOG).turn).toBe(0);
  });
});
