import { Command, Option } from 'nest-commander';
import { BadInputCommandRunner } from '../bad-input-command';
import { EXIT_OK } from '../exit-codes';
import { textTable } from '../output/text-table';
import { withGames } from '../store/with-platform';
import { listGames, type GameListing } from './game-listing';

interface GamesOptions {
  json?: boolean;
}

/**
 * `arbiter games [--json]`: the games in the configured store (ARBITER_DATA_DIR or
 * EVENTSTORE_URL), oldest first: id, players, newest revision, created, last action.
 */
@Command({ name: 'games', description: 'List the stored games: id, players, revision, created, last action' })
export class GamesCommand extends BadInputCommandRunner {
  async run(_args: string[], options: GamesOptions): Promise<void> {
    const games = await withGames(({ catalog, queries }) => listGames(catalog, queries));
    process.stdout.write(options.json === true ? `${JSON.stringify(games)}\n` : gamesTable(games));
    process.exitCode = EXIT_OK;
  }

  @Option({ flags: '--json', description: 'print [{ id, players, revision, createdAt, lastAction: { revision, type, actor, text, recordedAt } | null }]' })
  parseJson(): boolean {
    return true;
  }
}

/** `2026-12-01 15:40:12Z`: to the second, which is what a judge compares. */
function when(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}

function gamesTable(games: readonly GameListing[]): string {
  if (games.length === 0) return 'no games stored\n';
  const rows = games.map((g) => [
    g.id,
    g.players.join(', '),
    String(g.revision),
    when(g.createdAt),
    g.lastAction === null ? '-' : `${g.lastAction.revision}: ${g.lastAction.text}`,
  ]);
  const out = textTable(['game', 'players', 'revision', 'created', 'last action'], rows, { alignRight: [2] });
  out.push('', `${games.length} game${games.length === 1 ? '' : 's'}`);
  return `${out.join('\n')}\n`;
}
