import { Module } from '@nestjs/common';
import { DemoCommand } from './demo/demo.command';
import { ScenarioCommand } from './scenario/scenario.command';
import { ScenarioRunCommand } from './scenario/scenario-run.command';

@Module({ providers: [ScenarioCommand, ScenarioRunCommand, DemoCommand] })
export class CliModule {}
