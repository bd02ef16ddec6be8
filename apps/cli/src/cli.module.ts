import { Module } from '@nestjs/common';
import { DemoCommand } from './demo/demo.command';
import { ScenarioCommand } from './scenario/scenario.command';
import { ScenarioRunCommand } from './scenario/scenario-run.command';
import { ScenarioRecordCommand } from './scenario/scenario-record.command';
import { AuditCommand } from './audit.command';
import { ReplayCommand } from './replay/replay.command';
import { ProjectionsCommand } from './projections/projections.command';
import { ProjectionsRebuildCommand } from './projections/projections-rebuild.command';
import { SimulateCommand } from './simulate.command';
import { ImportCommand } from './import.command';
import { ExportCommand } from './export.command';
import { GamesCommand } from './games/games.command';
import { CardsCommand } from './cards/cards.command';
import { CardsCoverageCommand } from './cards/cards-coverage.command';
import { CardsShowCommand } from './cards/cards-show.command';

@Module({ providers: [ScenarioCommand, ScenarioRunCommand, ScenarioRecordCommand, DemoCommand, AuditCommand, ReplayCommand, ProjectionsCommand, ProjectionsRebuildCommand, SimulateCommand, ImportCommand, ExportCommand, GamesCommand, CardsCommand, CardsCoverageCommand, CardsShowCommand] })
export class CliModule {}
