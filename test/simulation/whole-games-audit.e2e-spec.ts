/**
 * Whole simulated games from decks, as a judge meets them: each audits `consistent`; played
 * through the game service command by command it gives the same events, and its view at every
 * revision (time travel from snapshots) is the fold of the events up to there; and a combat
 * damage event edited by hand in its export is found `divergent` at its revision, with the rule.
 */
import { CARD_CATALOG } from '@arbiter/cards';
import { computeEventHash, GENESIS_HASH, InMemoryEventStore } from '@arbiter/event-store';
import type { ExternalLogEvent } from '@arbiter/game-log';
import { createGameServices, loadConfig } from '@arbiter/platform';
import { auditLog, exportEngineEvents } from '@arbiter/replay';
import { createDecider, toGameView, type GameSetup, type GameState } from '@arbiter/rules';
import { gameEvents, simulateGame, simulateGames } from '@arbiter/simulation';
import { expectAuditedConsistent } from './audit-simulated-games';

const decider = createDecider(CARD_CATALOG);
const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/** Recomputes the hash chain after an edit, so the edit shows as a divergence and not as tampering. */
function rehash(log: readonly ExternalLogEvent[]): ExternalLogEvent[] {
  let previous = GENESIS_HASH;
  return log.map((e) => {
    const hash = computeEventHash(previous, e);
    previous = hash;
    return { ...e, metadata: { ...e.metadata, hash } };
  });
}

// Three two-player games, a three-player and a four-player one, all from the two decks, each to its winner.
const games = [...simulateGames({ games: 3, seed: 14, players: 2 }), simulateGame({ seed: 15, players: 3 }), simulateGame({ seed: 11, players: 4 })];

describe('seeded whole games from decks, audited and replayed', () => {
  it('are whole games: mulligans, combat damage, spells, and a winner', () => {
    for (const game of games) {
      const types = new Set(gameEvents(game).map((e) => e.type));
      for (const type of ['HandKept', 'AttackersDeclared', 'DamageDealt', 'SpellCast', 'StackObjectResolved', 'GameWon']) expect(types).toContain(type);
      expect(game.outcome.kind).toBe('won');
    }
  });

  it('each audits consistent, every event checked: in memory, and recorded into a store in one append as `simulate --record` does', async () => {
    await expectAuditedConsistent(games, CARD_CATALOG);
  });

  it('played through the game service, gives the same events, audits consistent and replays at every revision from snapshots', async () => {
    const game = games[0]!;
    const store = new InMemoryEventStore();
    const service = createGameServices(store, { ...loadConfig({}), snapshotEvery: 50 }).commands;
    const { players, seed, ...start } = (game.batches[0]![0]!.data as { setup: GameSetup }).setup;
    expect(start.battlefield).toEqual([]); // a game from decks: everything is in hands and libraries
    const { id } = await service.createGame({ players, seed, start: { ...start, battlefield: [] } });
    for (const [n, command] of game.commands.entries()) {
      const { events } = await service.act(id, command);
      expect(json(events.map((e) => ({ type: e.type, data: e.data })))).toEqual(json(game.batches[n + 1]!.map((e) => ({ type: e.type, data: e.data }))));
    }
    await service.onModuleDestroy(); // snapshot writes in flight land
    const again = createGameServices(store, { ...loadConfig({}), snapshotEvery: 50 }).queries;
    expect((await again.audit(id)).verdict).toBe('consistent');
    let state: GameState = decider.initialState();
    for (const e of (await again.export(id)) as { type: string; data: unknown }[]) {
      state = decider.evolve(state, e as Parameters<typeof decider.evolve>[1]);
      expect(await again.view(id, { kind: 'all' }, state.revision)).toEqual(toGameView(state, CARD_CATALOG));
    }
    expect(state.revision).toBe(game.events - 1);
    expect(state.winner).toBe(game.outcome.kind === 'won' ? game.outcome.winner : null);
    again.onModuleDestroy();
    await store.close();
  });

  it('finds a hand-edited combat DamageDealt divergent at exactly its revision, citing the rule', () => {
    for (const game of games.slice(0, 2)) {
      const log = exportEngineEvents(gameEvents(game), game.gameId);
      const at = log.findIndex((e) => e.type === 'DamageDealt' && (e.data as { combat?: boolean }).combat === true);
      expect(at).toBeGreaterThan(0);
      const original = log[at]!;
      const amount = (original.data as { amount: number }).amount;
      const edited = [...log];
      edited[at] = { ...original, data: { ...(original.data as object), amount: amount + 1 } };
      const report = auditLog(rehash(edited), CARD_CATALOG);
      expect(report.verdict).toBe('divergent');
      expect(report.hashChain).toEqual({ ok: true, firstBrokenRevision: null });
      const first = report.divergences[0]!;
      expect(first.revision).toBe(at);
      expect(first.recorded).toMatchObject({ type: 'DamageDealt', data: { amount: amount + 1 } });
      expect(first.derived).toMatchObject({ type: 'DamageDealt', data: { amount } });
      const rule = (original.metadata as { rule?: string }).rule;
      expect(rule).toMatch(/^510\./);
      expect(first.rules).toContain(rule);
    }
  });
});
