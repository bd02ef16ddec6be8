import { Command } from 'nest-commander';
import { CommandGroupRunner } from '../command-group';
import { ProjectionsRebuildCommand } from './projections-rebuild.command';

/** `arbiter projections <rebuild>`: the analytics read models. */
@Command({
  name: 'projections',
  description: 'Manage the analytics read models',
  subCommands: [ProjectionsRebuildCommand],
})
export class ProjectionsCommand extends CommandGroupRunner {}
