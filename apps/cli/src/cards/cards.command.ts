import { Command, CommandRunner } from 'nest-commander';
import { CardsCoverageCommand } from './cards-coverage.command';
import { CardsShowCommand } from './cards-show.command';

/** `arbiter cards <coverage|show>`: the cards compiled from the card data file. */
@Command({ name: 'cards', description: 'Cards compiled from their rules text: coverage and definitions', subCommands: [CardsCoverageCommand, CardsShowCommand] })
export class CardsCommand extends CommandRunner {
  run(): Promise<void> {
    this.command.help();
    return Promise.resolve();
  }
}
