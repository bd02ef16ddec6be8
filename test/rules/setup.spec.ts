import { SetupError, normalizeSetup } from '@arbiter/rules';
import { CARD_CATALOG } from '@arbiter/cards';

const fieldOf = (start: unknown, players: string[] = ['alice', 'bob']): string => {
  try {
    normalizeSetup(players, 1, start, CARD_CATALOG);
  } catch (err) {
    if (err instanceof SetupError) return err.field;
    throw err;
  }
  return 'accepted';
};

describe('a start position is taken as given or refused, never guessed at', () => {
  it('keeps the life, hand and library of players named like Object.prototype members', () => {
    for (const name of ['toString', 'valueOf', 'constructor', 'hasOwnProperty']) {
      const setup = normalizeSetup([name, 'bob'], 1, { life: { [name]: 7 }, hands: { [name]: [{ id: 'h1', card: 'Forest' }] }, libraries: { [name]: 2 } }, CARD_CATALOG);
      expect(setup.life[name]).toBe(7);
      expect(setup.hands[name]).toEqual([{ id: 'h1', card: 'Forest', token: false }]);
      expect(setup.libraries[name]).toHaveLength(2);
      expect(Object.keys(setup.life)).toEqual([name, 'bob']);
    }
  });

  it('refuses an unknown key in start, in a battlefield entry and in a card, naming it', () => {
    expect(fieldOf({ turns: 3 })).toBe('start.turns');
    expect(fieldOf({ battlefield: [{ id: 'f', card: 'Forest', controller: 'alice', tapd: true }] })).toBe('start.battlefield[0].tapd');
    expect(fieldOf({ hands: { alice: [{ id: 'h', card: 'Forest', face: 'down' }] } })).toBe('start.hands.alice[0].face');
    expect(fieldOf({ libraries: { alice: [{ id: 'l', card: 'Forest', token: true }] } })).toBe('start.libraries.alice[0].token');
    expect(fieldOf({ libraries: { alice: [{ id: 'l', card: 'Forest', token: false }] } })).toBe('accepted');
    expect(fieldOf(JSON.parse('{"__proto__":{"turn":3}}'))).toBe('start.__proto__');
    expect(fieldOf({ constructor: 1 })).toBe('start.constructor');
  });

  it('refuses keys of players who are not in the game, prototype names included', () => {
    expect(fieldOf({ life: { toString: 5 } })).toBe('start.life.toString');
    expect(fieldOf({ hands: JSON.parse('{"__proto__":[]}') })).toBe('start.hands.__proto__');
  });

  it('refuses a "__proto__" counter rather than losing it', () => {
    expect(fieldOf({ battlefield: [{ id: 'f', card: 'Forest', controller: 'alice', counters: JSON.parse('{"__proto__":2}') }] })).toBe('start.battlefield[0].counters');
  });
});

const twoPlayers = ['alice', 'bob'];
const decks = { alice: Array.from({ length: 10 }, () => 'Forest'), bob: Array.from({ length: 10 }, () => 'Island') };

describe('normalizeSetup', () => {
  it('reads the normal form of a game from decks back as it stands: turn 0, the mulligan step (103.5)', () => {
    const normal = normalizeSetup(twoPlayers, 7, { decks }, CARD_CATALOG);
    expect({ turn: normal.turn, step: normal.step, hand: normal.hands['alice']?.length }).toEqual({ turn: 0, step: 'mulligan', hand: 7 });
    const { players: _players, seed, ...start } = normal;
    expect(normalizeSetup(twoPlayers, seed, start, CARD_CATALOG)).toEqual(normal);
  });

  it('refuses turn 0 outside the mulligan step, and a turn after 0 in it', () => {
    expect(() => normalizeSetup(twoPlayers, 1, { turn: 0 }, CARD_CATALOG)).toThrow(SetupError);
    expect(() => normalizeSetup(twoPlayers, 1, { turn: 3, step: 'mulligan' }, CARD_CATALOG)).toThrow(/turn must be 0/);
    expect(normalizeSetup(twoPlayers, 1, { step: 'mulligan' }, CARD_CATALOG).turn).toBe(0);
  });
});
