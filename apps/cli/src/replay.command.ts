import { BadInputError, GameNotFoundError } from '@arbiter/platform';
import { Command, CommandRunner, Option } from 'nest-commander';
import { EXIT_BAD_INPUT, EXIT_OK } from './exit-codes';
import { withGames } from './store/with-platform';

interface ReplayOptions {
  at?: number;
}

/** `arbiter replay <gameId> --at <revision>`: the GameView at that revision (judge view). */
@Command({ name: 'replay', arguments: '<gameId>', description: 'Print the GameView of a stored game at a revision' })
export class ReplayCommand extends CommandRunner {
  async run([gameId]: string[], options: ReplayOptions): Promise<void> {
    try {
      const view = await withGames((games) => games.view(gameId ?? '', { kind: 'all' }, options.at));
      process.stdout.write(`${JSON.stringify(view, null, 2)}\n`);
      process.exitCode = EXIT_OK;
    } catch (err) {
      if (!(err instanceof GameNotFoundError) && !(err instanceof BadInputError)) throw err;
      process.stderr.write(`error: ${err.message}\n`);
      process.exitCode = EXIT_BAD_INPUT;
    }
  }

  @Option({ flags: '--at <revision>', description: 'the revision (default: now)' })
  parseAt(value: string): number {
    if (!/^\d+$/.test(value)) throw new Error(`--at takes a whole number, got "${value}"`);
    return Number(value);
  }
}
