import { Module } from '@nestjs/common';
import { DemoCommand } from './demo/demo.command';
import { ScenarioCommand } from './scenario/scenario.command';
import { ScenarioRunCommand } from './scenario/scenario-run.command';
import { ScenarioRecordCommand } from './scenario/scenario-record.command';
import { AuditCommand } from './audit.command';
import { ReplayCommand } from './replay.command';
import { SimulateCommand } from './simulate.command';
import { ImportCommand } from './import.command';
import { ExportCommand } from './export.command';

@Module({ providers: [ScenarioCommand, ScenarioRunCommand, ScenarioRecordCommand, DemoCommand, AuditCommand, ReplayCommand, SimulateCommand, ImportCommand, ExportCommand] })
export class CliModule {}
