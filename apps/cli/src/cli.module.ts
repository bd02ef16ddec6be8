import { Module } from '@nestjs/common';
import { DemoCommand } from './demo/demo.command';
import { ScenarioCommand } from './scenario/scenario.command';
import { ScenarioRunCommand } from './scenario/scenario-run.command';
import { ScenarioRecordCommand } from './scenario/scenario-record.command';
import { AuditCommand } from './audit.command';
import { ReplayCommand } from './replay.command';

@Module({ providers: [ScenarioCommand, ScenarioRunCommand, ScenarioRecordCommand, DemoCommand, AuditCommand, ReplayCommand] })
export class CliModule {}
