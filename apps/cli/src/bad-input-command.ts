/**
 * nest-commander hands the CLI's error handler (main.ts) to the root command only, so a
 * command's own parse errors (an unknown option, a missing argument) would end with commander's
 * exit code 1. Commands extending this class end them with 2, bad input (contract §1); `--help`
 * still exits 0.
 */
import { CommandRunner } from 'nest-commander';
import { EXIT_BAD_INPUT, EXIT_OK } from './exit-codes';

type CommanderCommand = Parameters<CommandRunner['setCommand']>[0];

const DONE = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

export abstract class BadInputCommandRunner extends CommandRunner {
  override setCommand(command: CommanderCommand): this {
    command.exitOverride((err) => {
      process.exit(DONE.has(err.code) ? EXIT_OK : EXIT_BAD_INPUT);
    });
    return super.setCommand(command);
  }
}
