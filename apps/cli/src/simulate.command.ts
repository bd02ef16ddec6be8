import { simulateGames, SimulationTally, type SimulatedGame, type SimulationSummary, type StartKind } from '@arbiter/simulation';
import { Command, Option } from 'nest-commander';
import { BadInputCommandRunner } from './bad-input-command';
import { oneOf, playerRange, wholeNumber } from './cli-options';
import { EXIT_OK } from './exit-codes';
import { startProgress } from './progress/progress';
import { recordSimulatedGame } from './simulate/record-simulated-game';
import { withEventStore } from './store/with-event-store';

interface SimulateOptions {
  games?: number;
  players?: { min: number; max: number };
  seed?: number;
  maxTurns?: number;
  start?: StartKind;
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
 * `arbiter simulate --games N --players 2..4 --seed S [--start decks|positions] [--record] [--json]`:
 * seeded bots play random legal games through the rules engine, whole games from two decks by
 * default. The same seed gives the same games, event for event. With `--record` each game goes
 * into the configured store in one append.
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
    const run = { games, seed, players, start, ...(options.maxTurns === undefined ? {} : { maxTurns: options.maxTurns }) };
    const result =
      options.record === true
        ? await withEventStore(({ store, description }) => this.simulate(run, async (game) => recordSimulatedGame(store, game), description))
        : await this.simulate(run, null, null);
    if (options.json === true) {
      const { summary, ...rest } = result;
      process.stdout.write(`${JSON.stringify({ seed, players, start, ...summary, ...rest })}\n`);
    } else {
      process.stdout.write(formatSummary(seed, players, start, result));
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

  @Option({ flags: '--record', description: 'append each game to the configured store (ARBITER_DATA_DIR or EVENTSTORE_URL)' })
  parseRecord(): boolean {
    return true;
  }

  @Option({ flags: '--json', description: 'print the summary as one JSON object (with the game ids when recording)' })
  parseJson(): boolean {
    return true;
  }
}

function formatSummary(seed: number, players: { min: number; max: number }, start: StartKind, r: RunResult): string {
  const s = r.summary;
  const n = (x: number): string => x.toLocaleString('en-US');
  const f = (x: number): string => x.toFixed(1);
  const range = players.min === players.max ? `${players.min}` : `${players.min}-${players.max}`;
  const seats = s.winsBySeat.map((w, i) => `seat ${i + 1}: ${n(w)}`).slice(0, players.max).join(', ');
  const sizes = Object.entries(s.gamesByPlayers).map(([k, v]) => `${k} players: ${n(v)}`).join(', ');
  const lines = [
    `simulated ${n(s.games)} games (seed ${seed}, ${range} players, from ${start}) in ${f(s.elapsedMs / 1000)} s: ${n(Math.round(s.gamesPerMinute))} games/min`,
    `  games    ${sizes}`,
    `  events   ${n(s.events)} (mean ${f(s.meanEvents)} per game)`,
    `  actions  ${n(s.actions)} (mean ${f(s.meanActions)} per game)`,
    `  length   mean ${f(s.meanTurns)} turns`,
    `  wins     ${seats}; draws: ${n(s.draws)}; unfinished (turn limit): ${n(s.unfinished)}`,
  ];
  if (r.store !== null) {
    lines.push(`  recorded ${n(r.recorded)} games into ${r.store}${r.alreadyPresent > 0 ? `; ${n(r.alreadyPresent)} already present with other events, left as they were` : ''}`);
  }
  lines.push(`  repeat with: arbiter simulate --games ${s.games} --players ${players.min === players.max ? players.min : `${players.min}..${players.max}`} --seed ${seed}${start === 'decks' ? '' : ` --start ${start}`}`);
  return `${lines.join('\n')}\n`;
}
