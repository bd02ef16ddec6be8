import { BadInputError, GameNotFoundError } from '@arbiter/platform';
import { Command, Option } from 'nest-commander';
import { BadInputCommandRunner } from './bad-input-command';
import { wholeNumber } from './cli-options';
import { EXIT_BAD_INPUT, EXIT_OK } from './exit-codes';
import { withGames } from './store/with-platform';

interface ReplayOptions {
  at?: number;
  json?: boolean;
}

/** `arbiter replay <gameId> --at <revision> [--json]`: the GameView at that revision (judge view); exit 2 for an unknown game or revision. */
@Command({ name: 'replay', arguments: '<gameId>', description: 'Print the GameView of a stored game at a revision' })
export class ReplayCommand extends BadInputCommandRunner {
  async run([gameId]: string[], options: ReplayOptions): Promise<void> {
    try {
      const view = await withGames((games) => games.view(gameId ?? '', { kind: 'all' }, options.at));
      process.stdout.write(options.json === true ? `${JSON.stringify(view)}\n` : `${JSON.stringify(view, null, 2)}\n`);
      process.exitCode = EXIT_OK;
    } catch (err) {
      if (!(err instanceof GameNotFoundError) && !(err instanceof BadInputError)) throw err;
      process.stderr.write(`error: ${err.message}\n`);
      process.exitCode = EXIT_BAD_INPUT;
    }
  }

  @Option({ flags: '--at <revision>', description: 'the revision (default: now)' })
  parseAt(value: string): number {
    return wholeNumber(value, '--at', 0);
  }

  @Option({ flags: '--json', description: 'print the GameView as one line of JSON (default: indented JSON)' })
  parseJson(): boolean {
    return true;
  }
}
