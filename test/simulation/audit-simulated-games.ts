/**
 * The check both simulation specs make of their games: each audits `consistent` with every event
 * checked, from its export in memory and once recorded into a store as `arbiter simulate --record`
 * does (in one append; the store keeps canonical JSON and the audit re-runs the commands as stored).
 */
import { InMemoryEventStore } from '@arbiter/event-store';
import { createGameServices, loadConfig } from '@arbiter/platform';
import { auditLog, exportEngineEvents } from '@arbiter/replay';
import type { CardCatalog } from '@arbiter/rules';
import { gameEvents, type SimulatedGame } from '@arbiter/simulation';
import { recordSimulatedGame } from '../../apps/cli/src/simulate/record-simulated-game';

export async function expectAuditedConsistent(games: readonly SimulatedGame[], catalog: CardCatalog): Promise<void> {
  const store = new InMemoryEventStore();
  const service = createGameServices(store, { ...loadConfig({}), snapshotEvery: 1000 }).queries;
  try {
    for (const game of games) {
      const report = auditLog(exportEngineEvents(gameEvents(game), game.gameId), catalog);
      expect({ verdict: report.verdict, errors: report.errors, divergences: report.divergences.length, checked: report.eventsChecked }).toEqual({
        verdict: 'consistent', errors: [], divergences: 0, checked: game.events,
      });
      expect(await recordSimulatedGame(store, game)).toBe('recorded');
      const stored = await service.audit(game.gameId);
      expect({ verdict: stored.verdict, divergences: stored.divergences.slice(0, 1), checked: stored.eventsChecked }).toEqual({
        verdict: 'consistent', divergences: [], checked: game.events,
      });
    }
  } finally {
    await store.close();
  }
}
