import { Command } from 'nest-commander';
import { CommandGroupRunner } from '../command-group';
import { CardsCoverageCommand } from './cards-coverage.command';
import { CardsShowCommand } from './cards-show.command';

/** `arbiter cards <coverage|show>`: the cards compiled from the card data file. */
@Command({ name: 'cards', description: 'Cards compiled from their rules text: coverage and definitions', subCommands: [CardsCoverageCommand, CardsShowCommand] })
export class CardsCommand extends CommandGroupRunner {}
