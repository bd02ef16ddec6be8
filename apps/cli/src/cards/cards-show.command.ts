import { cardDataPath, playableCards } from '@arbiter/platform';
import { SubCommand } from 'nest-commander';
import { BadInputCommandRunner } from '../bad-input-command';
import { EXIT_BAD_INPUT, EXIT_OK } from '../exit-codes';
import { showText } from './show-text';

/**
 * `arbiter cards show "<name>"`: the card's rules text beside its definition (hand-written or
 * compiled), or the lines not understood. Exit 2 for an unknown name (the nearest names listed).
 */
@SubCommand({ name: 'show', arguments: '<name>', description: 'A card: its text beside its compiled definition, or the lines not understood' })
export class CardsShowCommand extends BadInputCommandRunner {
  run([name]: string[]): Promise<void> {
    const pool = playableCards(cardDataPath());
    const found = pool.lookup(name ?? '');
    if (found.kind === 'unknown') {
      const near = found.nearest.length === 0 ? '' : `; nearest: ${found.nearest.map((n) => JSON.stringify(n)).join(', ')}`;
      process.stderr.write(`error: <name>: unknown card ${JSON.stringify(name ?? '')}${near}\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return Promise.resolve();
    }
    process.stdout.write(showText(found, pool.record(name ?? '')));
    process.exitCode = EXIT_OK;
    return Promise.resolve();
  }
}
