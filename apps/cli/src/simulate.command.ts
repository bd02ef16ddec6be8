import { cardDataPath, playableCards } from '@arbiter/platform';
import { nearestNames, type CardCatalog } from '@arbiter/rules';
import { setDeckPool, simulateGames, SimulationTally, type SetDeckPool, type SimulatedGame, type SimulationSummary, type StartKind } from '@arbiter/simulation';
import { existsSync } from 'node:fs';
import { Command, Option } from 'nest-commander';
import { BadInputCommandRunner } from './bad-input-command';
import { oneOf, playerRange, wholeNumber } from './cli-options';
import { EXIT_BAD_INPUT, EXIT_OK } from './exit-codes';
import { startProgress } from './progress/progress';
import { recordSimulatedGame } from './simulate/record-simulated-game';
import { withEventStore } from './store/with-event-store';

interface SimulateOptions {
  games?: number;
  players?: { min: number; max: number };
  seed?: number;
  maxTurns?: number;
  start?: StartKind;
  set?: string;
  record?: boolean;
  json?: boolean;
}

interface RunResult {
  readonly summary: SimulationSummary;
  readonly gameIds: string[];
  readonly recorded: number;
  readonly alreadyPresent: number;
  readonly store: string | null;
}

/**
 * `arbiter simulate --games N --players 2..4 --seed S [--start decks|positions] [--set CODE] [--record] [--json]`:
 * seeded bots play random legal games through the rules engine, whole games from two decks by
 * default, or from decks drawn from the modeled cards of one set (`--set FDN`). The same seed
 * gives the same games, event for event. With `--record` each game goes into the configured store
 * in one append.
 */
@Command({
  name: 'simulate',
  description: 'Play random legal games with seeded bots; the same seed gives the same games. --record stores them (one append per game)',
})
export class SimulateCommand extends BadInputCommandRunner {
  async run(_args: string[], options: SimulateOptions): Promise<void> {
    const games = options.games ?? 100;
    const players = options.players ?? { min: 2, max: 4 };
    // Without --seed, one is drawn and printed, so the run can be repeated.
    const seed = options.seed ?? Math.floor(Math.random() * 0x1_0000_0000);
    const start = options.start ?? 'decks';
    const set = options.set;
    let setDecks: { set: string; pool: SetDeckPool; catalog: CardCatalog } | null = null;
    if (set !== undefined) {
      if (start !== 'decks') return fail(`--set draws each seat a deck from the set's cards: it plays from decks, not --start ${start}`);
      const found = setDecksOf(set);
      if (typeof found === 'string') return fail(found);
      setDecks = found;
    }
    const run = {
      games, seed, players, start,
      ...(options.maxTurns === undefined ? {} : { maxTurns: options.maxTurns }),
      ...(setDecks === null ? {} : { catalog: setDecks.catalog, setDecks: { set: setDecks.set, pool: setDecks.pool } }),
    };
    const result =
      options.record === true
        ? await withEventStore(({ store, description }) => this.simulate(run, async (game) => recordSimulatedGame(store, game), description))
        : await this.simulate(run, null, null);
    if (options.json === true) {
      const { summary, ...rest } = result;
      const cards = setDecks === null ? {} : { set: setDecks.set, setCards: setDecks.pool.cards.length };
      process.stdout.write(`${JSON.stringify({ seed, players, start, ...cards, ...summary, ...rest })}\n`);
    } else {
      process.stdout.write(formatSummary(seed, players, start, result, setDecks?.set ?? null, setDecks?.pool.cards.length ?? 0));
    }
    process.exitCode = EXIT_OK;
  }

  private async simulate(
    run: Parameters<typeof simulateGames>[0],
    record: ((game: SimulatedGame) => Promise<'recorded' | 'present'>) | null,
    store: string | null,
  ): Promise<RunResult> {
    const tally = new SimulationTally();
    const gameIds: string[] = [];
    let recorded = 0;
    let alreadyPresent = 0;
    const progress = startProgress('simulate', run.games, 'games');
    const started = process.hrtime.bigint();
    try {
      for (const game of simulateGames(run)) {
        tally.add(game);
        if (record !== null) {
          if ((await record(game)) === 'recorded') recorded++;
          else alreadyPresent++;
          gameIds.push(game.gameId);
        }
        progress.tick();
        // Lets the progress bar redraw between games (the simulation itself never waits).
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      progress.stop();
    }
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    return { summary: tally.summary(elapsedMs), gameIds, recorded, alreadyPresent, store };
  }

  @Option({ flags: '--games <n>', description: 'how many games (default 100)' })
  parseGames(value: string): number {
    return wholeNumber(value, '--games', 1, 1_000_000);
  }

  @Option({ flags: '--players <n|min..max>', description: 'players per game: 3, or a range 2..4 the seed picks from (default 2..4)' })
  parsePlayers(value: string): { min: number; max: number } {
    return playerRange(value);
  }

  @Option({ flags: '--seed <s>', description: 'the run\'s seed, 0 to 4294967295 (default: drawn at random and printed)' })
  parseSeed(value: string): number {
    return wholeNumber(value, '--seed', 0, 0xffff_ffff);
  }

  @Option({ flags: '--max-turns <n>', description: 'stop a game without a winner after this turn (default: 35 per player from decks, 30 from positions)' })
  parseMaxTurns(value: string): number {
    return wholeNumber(value, '--max-turns', 1, 10_000);
  }

  @Option({ flags: '--start <decks|positions>', description: 'decks: whole games from the two decks, mulligans first (default); positions: random mid-game positions from the card pool' })
  parseStart(value: string): StartKind {
    return oneOf(value, '--start', ['decks', 'positions'] as const);
  }

  @Option({ flags: '--set <code>', description: 'each seat plays a deck drawn (seeded) from the modeled cards of this set, e.g. FDN: two colors, 23 spells, 17 basic lands' })
  parseSet(value: string): string {
    return value.toUpperCase();
  }

  @Option({ flags: '--record', description: 'append each game to the configured store (ARBITER_DATA_DIR or EVENTSTORE_URL)' })
  parseRecord(): boolean {
    return true;
  }

  @Option({ flags: '--json', description: 'print the summary as one JSON object (with the game ids when recording)' })
  parseJson(): boolean {
    return true;
  }
}

function fail(message: string): Promise<void> {
  process.stderr.write(`error: ${message}\n`);
  process.exitCode = EXIT_BAD_INPUT;
  return Promise.resolve();
}

/**
 * The set's deck pool over the card data file (hand-written cards and every card the compiler
 * models), or why there is none: no data file, an unknown set (with the nearest codes), or too
 * few modeled cards to draw decks from.
 */
function setDecksOf(set: string): { set: string; pool: SetDeckPool; catalog: CardCatalog } | string {
  const path = cardDataPath();
  if (!existsSync(path)) return `--set needs the card data file, not found at ${path} (set ARBITER_CARDS_FILE)`;
  const cards = playableCards(path);
  const sets = [...new Set(cards.records.flatMap((r) => r.sets ?? []))].sort();
  if (!sets.includes(set)) {
    const near = nearestNames(set, sets);
    return `--set: unknown set "${set}"${near.length > 0 ? `; nearest: ${near.join(', ')}` : ''}`;
  }
  const pool = setDeckPool(cards.catalog, cards.records.filter((r) => (r.sets ?? []).includes(set)).map((r) => r.name));
  if (pool.problem !== null) return `--set ${set}: too few modeled cards to draw decks from: ${pool.problem}`;
  return { set, pool, catalog: cards.catalog };
}

function formatSummary(seed: number, players: { min: number; max: number }, start: StartKind, r: RunResult, set: string | null, setCards: number): string {
  const s = r.summary;
  const n = (x: number): string => x.toLocaleString('en-US');
  const f = (x: number): string => x.toFixed(1);
  const range = players.min === players.max ? `${players.min}` : `${players.min}-${players.max}`;
  const seats = s.winsBySeat.map((w, i) => `seat ${i + 1}: ${n(w)}`).slice(0, players.max).join(', ');
  const sizes = Object.entries(s.gamesByPlayers).map(([k, v]) => `${k} players: ${n(v)}`).join(', ');
  const lines = [
    `simulated ${n(s.games)} games (seed ${seed}, ${range} players, from ${set === null ? start : `decks of set ${set}, drawn from its ${n(setCards)} modeled cards`}) in ${f(s.elapsedMs / 1000)} s: ${n(Math.round(s.gamesPerMinute))} games/min`,
    `  games    ${sizes}`,
    `  events   ${n(s.events)} (mean ${f(s.meanEvents)} per game)`,
    `  actions  ${n(s.actions)} (mean ${f(s.meanActions)} per game)`,
    `  length   mean ${f(s.meanTurns)} turns`,
    `  wins     ${seats}; draws: ${n(s.draws)}; unfinished (turn limit): ${n(s.unfinished)}`,
  ];
  if (r.store !== null) {
    lines.push(`  recorded ${n(r.recorded)} games into ${r.store}${r.alreadyPresent > 0 ? `; ${n(r.alreadyPresent)} already present with other events, left as they were` : ''}`);
  }
  lines.push(`  repeat with: arbiter simulate --games ${s.games} --players ${players.min === players.max ? players.min : `${players.min}..${players.max}`} --seed ${seed}${start === 'decks' ? '' : ` --start ${start}`}${set === null ? '' : ` --set ${set}`}`);
  return `${lines.join('\n')}\n`;
}
