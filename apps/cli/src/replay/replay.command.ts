import { CARD_CATALOG } from '@arbiter/cards';
import { BadInputError, GameNotFoundError, viewFor, type Perspective } from '@arbiter/platform';
import type { GameState } from '@arbiter/rules';
import { Command, Option } from 'nest-commander';
import { BadInputCommandRunner } from '../bad-input-command';
import { wholeNumber } from '../cli-options';
import { EXIT_BAD_INPUT, EXIT_OK } from '../exit-codes';
import { withGames } from '../store/with-platform';
import { boardText } from './board-text';
import { objectNames } from './object-names';

interface ReplayOptions {
  at?: number;
  as?: string;
  json?: boolean;
}

/**
 * `arbiter replay <gameId> [--at <revision>] [--as <player>] [--json]`: the game at a revision,
 * as a readable board (the judge's view: every hand by name) or, with `--json`, its GameView
 * (docs/scenario-format.md describes both). Exit 2 for an unknown game, revision or player.
 */
@Command({ name: 'replay', arguments: '<gameId>', description: 'Show a stored game at a revision: a readable board (the judge\'s view), or the GameView with --json' })
export class ReplayCommand extends BadInputCommandRunner {
  async run([gameId]: string[], options: ReplayOptions): Promise<void> {
    const id = gameId ?? '';
    try {
      const text = await withGames(async ({ queries: games }) => {
        const state = await games.stateAt(id, options.at);
        const perspective: Perspective = options.as === undefined ? { kind: 'all' } : { kind: 'player', player: options.as };
        if (options.as !== undefined && !state.players.includes(options.as)) {
          throw new BadInputError('as', `no player "${options.as}" in this game (players: ${state.players.join(', ')})`);
        }
        const view = viewFor(state, CARD_CATALOG, perspective);
        if (options.json === true) return `${JSON.stringify(view)}\n`;
        const hidden = options.as === undefined ? objectNames(state) : namesSeenBy(objectNames(state), state, options.as);
        return boardText(view, hidden, { gameId: id, latestRevision: await games.currentRevision(id) });
      });
      process.stdout.write(text);
      process.exitCode = EXIT_OK;
    } catch (err) {
      if (!(err instanceof GameNotFoundError) && !(err instanceof BadInputError)) throw err;
      process.stderr.write(`error: ${err.message}\n`);
      process.exitCode = EXIT_BAD_INPUT;
    }
  }

  @Option({ flags: '--at <revision>', description: 'the revision (default: the latest)' })
  parseAt(value: string): number {
    return wholeNumber(value, '--at', 0);
  }

  @Option({ flags: '--as <player>', description: 'that player\'s view: the other hands as counts' })
  parseAs(value: string): string {
    return value;
  }

  @Option({ flags: '--json', description: 'print the GameView as one line of JSON instead of the board' })
  parseJson(): boolean {
    return true;
  }
}

/** The names a player may see: not those of the cards in the other players' hands (a pending discard, say). */
function namesSeenBy(names: ReadonlyMap<string, string>, state: GameState, player: string): ReadonlyMap<string, string> {
  const seen = new Map(names);
  for (const [name, p] of Object.entries(state.playerStates)) if (name !== player) for (const c of p.hand) seen.delete(c.id);
  return seen;
}
