import { Command, CommandRunner } from 'nest-commander';
import { ProjectionsRebuildCommand } from './projections-rebuild.command';

/** `arbiter projections <rebuild>`: the analytics read models. */
@Command({
  name: 'projections',
  description: 'Manage the analytics read models',
  subCommands: [ProjectionsRebuildCommand],
})
export class ProjectionsCommand extends CommandRunner {
  run(): Promise<void> {
    this.command.help();
    return Promise.resolve();
  }
}
