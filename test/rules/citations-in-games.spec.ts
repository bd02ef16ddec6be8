/**
 * Every citation in recorded games is a registered rule (and so, by the registry's own spec, a rule
 * of the Comprehensive Rules): over the shared scenarios, the project's scenarios and 30 seeded
 * whole games from decks. Refusals cite a registered rule too, in their data.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { playableCards } from '@arbiter/platform';
import { createDecider, isRuleNumber, type GameEvent } from '@arbiter/rules';
import { parseScenario, runScenario } from '@arbiter/scenarios';
import { gameEvents, simulateGame } from '@arbiter/simulation';

// Scenarios may name cards compiled from the card data file, as the scenario suite does.
const CARD_CATALOG = playableCards().catalog;
const decider = createDecider(CARD_CATALOG);
const folders = [resolve(__dirname, '../../../shared/scenarios'), resolve(__dirname, '../scenarios')].filter((d) => existsSync(d));

function unregistered(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    const rules = [e.metadata.rule, e.type === 'ActionRejected' || e.type === 'StackObjectRemoved' ? e.data.rule : undefined];
    for (const r of rules) if (r !== undefined && !isRuleNumber(r)) out.push(`${e.type} cites ${r}`);
  }
  return out;
}

describe('citations in recorded games', () => {
  it('are all registered rules, in every scenario game', () => {
    const events = folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .flatMap((file) => runScenario(parseScenario(readFileSync(join(folder, file), 'utf8'), file, CARD_CATALOG), decider, 'cite').allEvents),
    );
    expect(events.length).toBeGreaterThan(5_000);
    expect(events.filter((e) => e.metadata.rule !== undefined).length / events.length).toBeGreaterThan(0.95);
    expect([...new Set(unregistered(events))]).toEqual([]);
  });

  it('are all registered rules, in 30 seeded whole games from decks', () => {
    const events = Array.from({ length: 30 }, (_, i) => gameEvents(simulateGame({ seed: 1000 + i, players: 2 + (i % 3) }))).flat();
    expect(events.length).toBeGreaterThan(10_000);
    expect([...new Set(unregistered(events))]).toEqual([]);
  });
});
