/**
 * Rules engine figures: decide+evolve throughput on a long sequence of mana activations and on
 * the commands of whole games from decks (priority passes, combat, spells, mulligans: recorded
 * by the seeded bots first, then replayed through the engine alone, so the bots' picks are not
 * counted), and the time to compute "could produce" (CR 106.7) on boards of growing size with
 * Reflecting Pools, Exotic Orchards and replacement effects — the growth ratio shows it is not
 * exponential.
 */
import { CARD_CATALOG } from '@arbiter/cards';
import { couldProduceAll, createDecider, normalizeSetup, type GameCommand, type GameEvent, type GameStart, type GameState, type StartPermanent } from '@arbiter/rules';
import { simulateGames } from '@arbiter/simulation';
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
      // Nobody plays the cards drawn: cleanup asks to discard down to seven (514.1), the first ones go.
      const ask = state.pendingChoice;
      if (ask?.kind === 'discard') {
        const discard: GameCommand = { do: 'choose', player: ask.player, choice: ask.options.slice(0, ask.count ?? 0) };
        for (const e of decider.decide(discard, state)) {
          state = decider.evolve(state, e);
          events++;
        }
        actions++;
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { actions, events, seconds };
}

/** decide+evolve over the commands of whole two-player games from decks, from each game's start. */
function wholeGameThroughput(games: number): { actions: number; events: number; seconds: number; games: number } {
  const recorded = [...simulateGames({ games, seed: 21, players: 2 })].map((g) => ({ start: g.batches[0] ?? [], commands: g.commands }));
  let actions = 0;
  let events = 0;
  const t0 = process.hrtime.bigint();
  for (const game of recorded) {
    let state = game.start.reduce<GameState>((s, e: GameEvent) => decider.evolve(s, e), decider.initialState());
    for (const cmd of game.commands) {
      const evs = decider.decide(cmd, state);
      if (evs[0]?.type === 'ActionRejected') throw new Error(`a simulated command was refused: ${JSON.stringify(evs[0].data)}`);
      for (const e of evs) state = decider.evolve(state, e);
      actions++;
      events += evs.length;
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { actions, events, seconds, games };
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
  wholeGameThroughput(2); // warm-up: the whole-game paths pay for compilation here
  const w = wholeGameThroughput(quick ? 5 : 60);
  const mana = Math.round(t.actions / t.seconds);
  const whole = Math.round(w.actions / w.seconds);
  const rows: BenchRow[] = [
    {
      suite: 'rules', name: 'decide+evolve, mana activations (2 players)', value: mana, unit: 'actions/s',
      note: `${t.actions} actions, ${t.events} events (with the discards to seven cleanup asks for)`,
    },
    { suite: 'rules', name: 'decide+evolve, events produced', value: Math.round(t.events / t.seconds), unit: 'events/s' },
    {
      suite: 'rules', name: 'decide+evolve, whole games from decks (2 players)', value: whole, unit: 'actions/s',
      note: `${w.games} games, ${w.actions.toLocaleString('en-US')} actions, ${Math.round(w.events / w.seconds).toLocaleString('en-US')} events/s; ${(whole / mana).toFixed(2)}x the mana-only figure`,
    },
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
