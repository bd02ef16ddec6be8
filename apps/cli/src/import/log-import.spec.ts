import { InMemoryEventStore } from '@arbiter/event-store';
import { gameStream } from '@arbiter/game-log';
import { exportEngineEvents } from '@arbiter/replay';
import { gameEvents, simulateGame } from '@arbiter/simulation';
import { recordSimulatedGame } from '../simulate/record-simulated-game';
import { importLog } from './log-import';

const game = simulateGame({ seed: 31, players: 2 });
const log = exportEngineEvents(gameEvents(game), game.gameId);

async function stored(store: InMemoryEventStore, gameId: string): Promise<{ id: string; type: string; metadata: Record<string, unknown> }[]> {
  const out = [];
  for await (const e of store.readStream(gameStream(gameId))) out.push({ id: e.id, type: e.type, metadata: e.metadata });
  return out;
}

describe('importLog', () => {
  it('stores a consistent log as game-<id> with the same hash chain and the ids the game had', async () => {
    const store = new InMemoryEventStore();
    await expect(importLog(store, JSON.stringify(log))).resolves.toEqual({ status: 'imported', gameId: game.gameId, events: log.length });
    const events = await stored(store, game.gameId);
    expect(events.map((e) => e.metadata['hash'])).toEqual(log.map((e) => e.metadata['hash']));
    const original = new InMemoryEventStore();
    await recordSimulatedGame(original, game);
    expect(events.map((e) => e.id)).toEqual((await stored(original, game.gameId)).map((e) => e.id));
  });

  it('rejects a game already in the store, leaving it as it was', async () => {
    const store = new InMemoryEventStore();
    await recordSimulatedGame(store, game);
    const outcome = await importLog(store, log);
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'already present', gameId: game.gameId });
  });

  it('rejects a tampered log, naming the revision where the chain breaks, and stores nothing', async () => {
    const store = new InMemoryEventStore();
    const at = log.findIndex((e) => e.type === 'CardsDrawn');
    const tampered = log.map((e, i) => (i === at ? { ...e, data: { ...(e.data as object), cards: [] } } : e));
    const outcome = await importLog(store, tampered);
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'tampered' });
    expect(outcome.status === 'rejected' ? outcome.detail : '').toContain(`revision ${at}`);
    await expect(stored(store, game.gameId)).rejects.toThrow();
  });

  it('rejects a truncated text as invalid, saying it is truncated', async () => {
    const text = JSON.stringify(log);
    const outcome = await importLog(new InMemoryEventStore(), text.slice(0, text.length - 40));
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'invalid', gameId: null });
    expect(outcome.status === 'rejected' ? outcome.detail : '').toContain('truncated');
  });

  it('rejects a divergent log: a re-hashed record the rules do not derive', async () => {
    const events = gameEvents(game);
    const at = events.findIndex((e) => e.type === 'ManaAdded');
    const changed = events.map((e, i) => (i === at ? ({ ...e, data: { ...e.data, mana: { C: 9 } } } as typeof e) : e));
    const outcome = await importLog(new InMemoryEventStore(), exportEngineEvents(changed, game.gameId));
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'divergent' });
    expect(outcome.status === 'rejected' ? outcome.detail : '').toMatch(new RegExp(`^revision ${at}: `));
  });

  it('rejects what is not a log', async () => {
    await expect(importLog(new InMemoryEventStore(), '{"not": "a list"}')).resolves.toMatchObject({ status: 'rejected', reason: 'invalid' });
  });
});
