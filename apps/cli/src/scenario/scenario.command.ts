import { Command, CommandRunner } from 'nest-commander';
import { ScenarioRunCommand } from './scenario-run.command';

/** `arbiter scenario <run>`: scenario files (contract §3). */
@Command({ name: 'scenario', description: 'Work with scenario files', subCommands: [ScenarioRunCommand] })
export class ScenarioCommand extends CommandRunner {
  run(): Promise<void> {
    this.command.help();
    return Promise.resolve();
  }
}
