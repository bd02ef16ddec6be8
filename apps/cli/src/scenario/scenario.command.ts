import { Command } from 'nest-commander';
import { CommandGroupRunner } from '../command-group';
import { ScenarioRecordCommand } from './scenario-record.command';
import { ScenarioRunCommand } from './scenario-run.command';

/** `arbiter scenario <run|record>`: scenario files (docs/scenario-format.md). */
@Command({ name: 'scenario', description: 'Work with scenario files (docs/scenario-format.md)', subCommands: [ScenarioRunCommand, ScenarioRecordCommand] })
export class ScenarioCommand extends CommandGroupRunner {}
