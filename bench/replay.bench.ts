/**
 * Audited replay figures: the time to audit a 10,000-event game (validation, hash chain, re-running
 * every decision and comparing its events), target under 1 s. The game repeats a legal sequence:
 * both players tap their lands for mana on their turn, then the turn passes (untap, draw, steps).
 */
import { CARD_CATALOG } from '@arbiter/cards';
import { verifyChain } from '@arbiter/event-store';
import { auditLog, exportEngineEvents } from '@arbiter/replay';
import { createDecider, normalizeSetup, type GameEvent } from '@arbiter/rules';
import { longGameRound, longGameStart } from '../test/web/long-game';
import type { BenchRow } from './bench.types';

const decider = createDecider(CARD_CATALOG);
function generateGame(minEvents: number): GameEvent[] {
  const turns = Math.ceil(minEvents / 40) + 10;
  const setup = normalizeSetup(['alice', 'bob'], 1, longGameStart(turns), CARD_CATALOG);
  const events: GameEvent[] = decider.start('bench', setup);
  let state = events.reduce((st, e) => decider.evolve(st, e), decider.initialState());
  while (events.length < minEvents) {
    for (const cmd of longGameRound(state.activePlayer)) {
      const produced = decider.decide(cmd, state);
      if (produced[0]?.type === 'ActionRejected')
        throw new Error(`bench sequence refused: ${JSON.stringify(produced[0].data)}`);
      for (const e of produced) state = decider.evolve(state, e);
      events.push(...produced);
    }
  }
  return events;
}

function millis(fn: () => void): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

export async function run({ quick }: { quick: boolean }): Promise<BenchRow[]> {
  const size = quick ? 2_000 : 10_000;
  const log = exportEngineEvents(generateGame(size), 'bench');
  const text = JSON.stringify(log);
  auditLog(log.slice(0, 200), CARD_CATALOG); // warm-up
  let verdict = '';
  let checked = 0;
  const runs = quick ? 1 : 3;
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    best = Math.min(
      best,
      millis(() => {
        const report = auditLog(text, CARD_CATALOG);
        verdict = report.verdict;
        checked = report.eventsChecked;
      }),
    );
  }
  if (verdict !== 'consistent' || checked !== log.length)
    throw new Error(`bench game audited ${verdict}, ${checked} of ${log.length} events checked`);
  const chainMs = millis(() => verifyChain(log));
  return Promise.resolve([
    {
      suite: 'replay',
      name: `audit, ${log.length.toLocaleString('en-US')}-event game (JSON text in, best of ${runs})`,
      value: best,
      unit: 'ms',
      note: size === 10_000 ? 'target < 1,000 ms' : 'quick size',
    },
    {
      suite: 'replay',
      name: 'audit throughput',
      value: Math.round(log.length / (best / 1000)),
      unit: 'events/s',
    },
    { suite: 'replay', name: 'of which hash chain verification', value: chainMs, unit: 'ms' },
  ]);
}
