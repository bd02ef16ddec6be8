/**
 * The order of a command body's keys never changes what the engine does: the store records data
 * with its keys sorted (canonical JSON), and an audit must re-derive the same events from it.
 */
import { CARD_CATALOG } from '@arbiter/cards';
import { createDecider, normalizeSetup, type GameCommand, type GameState } from '@arbiter/rules';

const decider = createDecider(CARD_CATALOG);

function game(): GameState {
  const setup = normalizeSetup(['alice', 'bob'], 1, {
    turn: 3,
    battlefield: [
      { id: 'zz', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'aa', card: 'Raging Goblin', controller: 'alice' },
      { id: 'mm', card: 'Boggart Brute', controller: 'alice' },
      { id: 'g1', card: 'Giant Spider', controller: 'bob' },
      { id: 'g2', card: 'Grizzly Bears', controller: 'bob' },
    ],
  }, CARD_CATALOG);
  return decider.start('order', setup).reduce(decider.evolve, decider.initialState());
}

function play(state: GameState, ...commands: GameCommand[]): string {
  let s = state;
  const out: unknown[] = [];
  for (const c of commands) {
    const { events, state: next } = decider.decideAndEvolve(c, s);
    out.push(...events);
    s = next;
  }
  return JSON.stringify(out);
}

describe('declarations do not depend on the order of the body\'s keys', () => {
  it('gives the same events for attackers and blockers given in any key order', () => {
    const s = game();
    const one = play(
      s,
      { do: 'attack', player: 'alice', attackers: { zz: 'bob', aa: 'bob', mm: 'bob' } },
      { do: 'block', player: 'bob', blockers: { g2: 'zz', g1: 'aa' } },
    );
    const other = play(
      s,
      { do: 'attack', player: 'alice', attackers: { mm: 'bob', aa: 'bob', zz: 'bob' } },
      { do: 'block', player: 'bob', blockers: { g1: 'aa', g2: 'zz' } },
    );
    expect(other).toBe(one);
    expect(one).toContain('"attackers":{"aa":"bob","mm":"bob","zz":"bob"}');
  });

  it('refuses an illegal declaration with the same reason in any key order (the first creature by timestamp)', () => {
    const s = game();
    const a = decider.decide({ do: 'attack', player: 'alice', attackers: { g1: 'bob', g2: 'bob' } }, s)[0];
    const b = decider.decide({ do: 'attack', player: 'alice', attackers: { g2: 'bob', g1: 'bob' } }, s)[0];
    expect(a?.data).toMatchObject({ rule: '508.1a' });
    expect((b?.data as { reason: string }).reason).toBe((a?.data as { reason: string }).reason);
  });
});
