/**
 * nest-commander hands the CLI's error handler (main.ts) to the root command only, so a
 * command's own parse errors (an unknown option, a missing or extra argument) would end with commander's
 * exit code 1. Every command extends this class (a test in cli.module.spec.ts checks it), so they
 * end with 2, bad input (README, "The command line"); `--help` still exits 0.
 */
import { CommandRunner } from 'nest-commander';
import { EXIT_BAD_INPUT, EXIT_OK } from './exit-codes';

/**
 * Commander ends with 0 only for help or the version asked for (`--help`, `help`, `--version`);
 * anything else it stops on (unknown option or command, missing argument, bad value, help shown
 * because a subcommand is missing) is bad input.
 */
export function exitCodeOf(err: Error): number {
  return 'exitCode' in err && err.exitCode === 0 ? EXIT_OK : EXIT_BAD_INPUT;
}

type CommanderCommand = Parameters<CommandRunner['setCommand']>[0];

export abstract class BadInputCommandRunner extends CommandRunner {
  override setCommand(command: CommanderCommand): this {
    // Arguments a command does not take are bad input too (`arbiter demo extra`).
    command.allowExcessArguments(false);
    command.exitOverride((err) => {
      process.exit(exitCodeOf(err));
    });
    return super.setCommand(command);
  }
}
