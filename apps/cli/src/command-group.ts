/**
 * A command that only groups subcommands (`arbiter scenario`, `arbiter projections`). Without a
 * subcommand it prints its help to stderr and exits 2; an unknown subcommand is named and exits 2,
 * as commander does for unknown commands at the top level. `--help` exits 0.
 */
import { BadInputCommandRunner } from './bad-input-command';

type CommanderCommand = Parameters<BadInputCommandRunner['setCommand']>[0];

export abstract class CommandGroupRunner extends BadInputCommandRunner {
  override setCommand(command: CommanderCommand): this {
    super.setCommand(command);
    // An unknown subcommand reaches `run` as an argument, to be named there.
    command.allowExcessArguments(true);
    return this;
  }

  run([first]: string[]): Promise<void> {
    // `error` goes through the command's exit override: exit 2 (bad input).
    if (first === undefined) this.command.help({ error: true });
    else this.command.error(`error: unknown command '${first}' (see 'arbiter ${this.command.name()} --help')`, { code: 'commander.unknownCommand' });
    return Promise.resolve();
  }
}
