import { ScenarioError } from '@arbiter/scenarios';
import { SubCommand } from 'nest-commander';
import { BadInputCommandRunner } from '../bad-input-command';
import { EXIT_BAD_INPUT, EXIT_OK } from '../exit-codes';
import { withGames } from '../store/with-platform';
import { loadScenarios } from './scenario-files';

/** `arbiter scenario record <file.json>`: appends the scenario's game to the configured store and prints its id. */
@SubCommand({ name: 'record', arguments: '<file>', description: 'Record a scenario (docs/scenario-format.md) as a game in the configured store; prints the game id' })
export class ScenarioRecordCommand extends BadInputCommandRunner {
  async run([file]: string[]): Promise<void> {
    let scenario;
    try {
      [scenario] = loadScenarios([file ?? '']);
    } catch (err) {
      if (!(err instanceof ScenarioError)) throw err;
      process.stderr.write(`error: ${err.message}\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    if (scenario === undefined) return;
    const id = await withGames(({ commands }) => commands.recordScenario(scenario));
    process.stdout.write(`${id}\n`);
    process.exitCode = EXIT_OK;
  }
}
