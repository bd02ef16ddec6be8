import { Command, CommandRunner } from 'nest-commander';
import { ScenarioRecordCommand } from './scenario-record.command';
import { ScenarioRunCommand } from './scenario-run.command';

/** `arbiter scenario <run>`: scenario files (contract §3). */
@Command({ name: 'scenario', description: 'Work with scenario files', subCommands: [ScenarioRunCommand, ScenarioRecordCommand] })
export class ScenarioCommand extends CommandRunner {
  run(): Promise<void> {
    this.command.help();
    return Promise.resolve();
  }
}
