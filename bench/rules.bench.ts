/**
 * Rules engine figures: decide+evolve throughput on a long sequence of mana activations, and the
 * time to compute "could produce" (CR 106.7) on boards of growing size with Reflecting Pools,
 * Exotic Orchards and replacement effects — the growth ratio shows it is not exponential.
 */
import { CARD_CATALOG } from '@arbiter/cards';
import { couldProduceAll, createDecider, normalizeSetup, type GameCommand, type GameStart, type GameState, type StartPermanent } from '@arbiter/rules';
import type { BenchRow } from './bench.types';

const decider = createDecider(CARD_CATALOG);

function startState(start: GameStart, players = ['alice', 'bob']): GameState {
  const setup = normalizeSetup(players, 1, start, CARD_CATALOG);
  return decider.start('bench', setup).reduce(decider.evolve, decider.initialState());
}

/** Alice's board: lands and mana rocks that ask no questions plus a Birds that asks one. */
function manaBoard(): StartPermanent[] {
  const perms: StartPermanent[] = [];
  for (let i = 0; i < 8; i++) perms.push({ id: `f${i}`, card: 'Forest', controller: 'alice' });
  for (let i = 0; i < 4; i++) perms.push({ id: `s${i}`, card: 'Sol Ring', controller: 'alice' });
  perms.push({ id: 'wg', card: 'Wild Growth', controller: 'alice', attachedTo: 'f0' });
  perms.push({ id: 'mr', card: 'Mana Reflection', controller: 'alice' });
  perms.push({ id: 'rp', card: 'Reflecting Pool', controller: 'alice' });
  perms.push({ id: 'bp', card: 'Birds of Paradise', controller: 'alice' });
  for (let i = 0; i < 4; i++) perms.push({ id: `b${i}`, card: 'Island', controller: 'bob' });
  return perms;
}

function throughput(rounds: number): { actions: number; events: number; seconds: number } {
  let state = startState({ turn: 3, activePlayer: 'alice', battlefield: manaBoard(), libraries: { alice: rounds * 2 + 5, bob: rounds * 2 + 5 } });
  const round: GameCommand[] = [
    ...Array.from({ length: 8 }, (_, i): GameCommand => ({ do: 'activate', player: 'alice', source: `f${i}`, ability: 0 })),
    ...Array.from({ length: 4 }, (_, i): GameCommand => ({ do: 'activate', player: 'alice', source: `s${i}`, ability: 0 })),
    { do: 'activate', player: 'alice', source: 'rp', ability: 0 }, // only G is possible: no question
    { do: 'activate', player: 'alice', source: 'bp', ability: 0 },
    { do: 'choose', player: 'alice', choice: 'U' },
    ...Array.from({ length: 4 }, (_, i): GameCommand => ({ do: 'activate', player: 'bob', source: `b${i}`, ability: 0 })),
    { do: 'nextTurn' },
    { do: 'nextTurn' },
  ];
  let actions = 0;
  let events = 0;
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) {
    for (const cmd of round) {
      const evs = decider.decide(cmd, state);
      if (evs[0]?.type === 'ActionRejected') throw new Error(`bench sequence refused: ${JSON.stringify(evs[0].data)}`);
      for (const e of evs) state = decider.evolve(state, e);
      actions++;
      events += evs.length;
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { actions, events, seconds };
}

/** A board of n lands per player: a quarter each Reflecting Pool, Exotic Orchard, basics, Wastes; plus replacements. */
function couldProduceBoard(n: number): GameState {
  const perms: StartPermanent[] = [];
  for (const player of ['alice', 'bob']) {
    for (let i = 0; i < n / 2; i++) {
      const card = ['Reflecting Pool', 'Exotic Orchard', i % 8 === 2 ? 'Island' : 'Forest', 'Wastes'][i % 4] ?? 'Wastes';
      perms.push({ id: `${player}-${i}`, card, controller: player });
    }
  }
  for (const card of ['Contamination', 'Mana Reflection', 'Pulse of Llanowar', 'Damping Sphere', 'Nyxbloom Ancient']) {
    perms.push({ id: card, card, controller: 'alice' });
  }
  return startState({ battlefield: perms });
}

function timeCouldProduce(n: number, repeats: number): number {
  const state = couldProduceBoard(n);
  couldProduceAll(state, CARD_CATALOG);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < repeats; i++) couldProduceAll(state, CARD_CATALOG);
  return Number(process.hrtime.bigint() - t0) / 1e6 / repeats;
}

export async function run({ quick }: { quick: boolean }): Promise<BenchRow[]> {
  const t = throughput(quick ? 20 : 300);
  const rows: BenchRow[] = [
    { suite: 'rules', name: 'decide+evolve, mana activations (2 players)', value: Math.round(t.actions / t.seconds), unit: 'actions/s', note: `${t.actions} actions, ${t.events} events` },
    { suite: 'rules', name: 'decide+evolve, events produced', value: Math.round(t.events / t.seconds), unit: 'events/s' },
  ];
  const repeats = quick ? 5 : 50;
  const ms = new Map<number, number>();
  for (const n of [10, 20, 40, 80]) {
    ms.set(n, timeCouldProduce(n, repeats));
    rows.push({ suite: 'rules', name: `could produce, ${n} lands + 5 replacement effects`, value: ms.get(n) ?? 0, unit: 'ms', note: n === 40 ? 'issue target board' : '' });
  }
  rows.push({ suite: 'rules', name: 'could produce growth, 80 vs 40 lands', value: (ms.get(80) ?? 0) / (ms.get(40) ?? 1), unit: 'x', note: 'doubling the board: ~2-4x means polynomial' });
  return Promise.resolve(rows);
}
