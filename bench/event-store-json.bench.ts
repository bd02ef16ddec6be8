/**
 * The append path's canonical JSON (ADR 0014): checking that a value is strict JSON and writing its
 * RFC 8785 text in one pass (`strictCanonicalJson`), beside the two steps it replaced (`findNonJson`,
 * then the `canonicalize` package), on what the API appends: engine events, their metadata, and
 * a state snapshot.
 */
import canonicalize from 'canonicalize';
import { CARD_CATALOG } from '@arbiter/cards';
import { findNonJson, strictCanonicalJson } from '@arbiter/event-store';

import { createDecider, normalizeSetup, type GameState } from '@arbiter/rules';
import { cyclePass, cycleStart } from './support/action-cycle';
import type { BenchModule, BenchRow } from './bench.types';

const SUITE = 'event-store';

/** Engine events, as a recorder's game produces them (mana, taps, turns, draws, discards). */
function gameValues(): { data: unknown[]; metadata: unknown[]; state: GameState } {
  const decider = createDecider(CARD_CATALOG);
  const setup = normalizeSetup(['alice', 'bob'], 1, cycleStart(60), CARD_CATALOG);
  let state = decider.start('bench', setup).reduce(decider.evolve, decider.initialState());
  const data: unknown[] = [];
  const metadata: unknown[] = [];
  for (let round = 0; round < 20; round++) {
    for (const command of cyclePass(round)) {
      const decided = decider.decideAndEvolve(command, state);
      if (decided.events[0]?.type === 'ActionRejected') throw new Error(`bench action refused: ${JSON.stringify(decided.events[0].data)}`);
      state = decided.state;
      for (const e of decided.events) {
        data.push(e.data);
        // As the store completes it: the engine's metadata, then correlation and causation ids.
        metadata.push({
          ...e.metadata,
          $correlationId: '6c702b5a-b53b-52e8-a9f7-8141dab07cfb',
          $causationId: '4be5d598-258a-502c-8a87-32ebba5ac5be',
        });
      }
    }
  }
  return { data, metadata, state };
}

/** µs per value for each way, alternated `rounds` times, each one's best run kept. */
function perValue(
  values: readonly unknown[],
  repeat: number,
  rounds: number,
): { onePass: number; twoSteps: number } {
  const twoSteps = (value: unknown): string | undefined =>
    findNonJson(value) === null ? canonicalize(value) : undefined;
  for (const value of values) {
    if (strictCanonicalJson(value) !== twoSteps(value))
      throw new Error('the two ways disagree: the bench would compare different work');
  }
  const time = (write: (value: unknown) => string | undefined): number => {
    const start = process.hrtime.bigint();
    for (let r = 0; r < repeat; r++) for (const value of values) write(value);
    return Number(process.hrtime.bigint() - start) / 1000 / (repeat * values.length);
  };
  let best = { onePass: Infinity, twoSteps: Infinity };
  for (let i = 0; i < rounds; i++) {
    best = {
      onePass: Math.min(best.onePass, time(strictCanonicalJson)),
      twoSteps: Math.min(best.twoSteps, time(twoSteps)),
    };
  }
  return best;
}

export const run: BenchModule['run'] = ({ quick }) => {
  const { data, metadata, state } = gameValues();
  const rounds = quick ? 2 : 7;
  const rows: BenchRow[] = [];
  const cases = [
    ['event data', data, quick ? 20 : 200],
    ['event metadata', metadata, quick ? 20 : 200],
    ['state snapshot', [state], quick ? 50 : 1000],
  ] as const;
  for (const [what, values, repeat] of cases) {
    const { onePass, twoSteps } = perValue(values, repeat, rounds);
    rows.push(
      {
        suite: SUITE,
        name: `canonical JSON of ${what}: one checking pass`,
        value: onePass,
        unit: 'µs',
        note: `${values.length} value${values.length === 1 ? '' : 's'}, ${Math.round(JSON.stringify(values).length / values.length)} bytes each`,
      },
      {
        suite: SUITE,
        name: `canonical JSON of ${what}: findNonJson, then canonicalize`,
        value: twoSteps,
        unit: 'µs',
      },
      {
        suite: SUITE,
        name: `canonical JSON of ${what}: speed-up`,
        value: twoSteps / onePass,
        unit: 'x',
      },
    );
  }
  return Promise.resolve(rows);
};
