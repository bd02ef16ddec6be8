import { CARD_CATALOG, UNFINISHED } from '@arbiter/cards';
import { createDecider, describeEvent, describeInOrder } from '@arbiter/rules';
import { parseScenario, runScenario } from '@arbiter/scenarios';
import { Command } from 'nest-commander';
import { BadInputCommandRunner } from '../bad-input-command';
import demoGame from './demo-game.json';
import { EXIT_FINDINGS, EXIT_OK } from '../exit-codes';

/**
 * `arbiter demo`: plays the bundled demo game through the engine and prints its event log, one
 * readable line per event with the rule that justified it. `npm start` runs it.
 */
@Command({ name: 'demo', description: 'Play the bundled demo game and print its event log with rule citations' })
export class DemoCommand extends BadInputCommandRunner {
  run(): Promise<void> {
    const scenario = parseScenario(JSON.stringify(demoGame), 'demo-game.json', CARD_CATALOG);
    const result = runScenario(scenario, createDecider(CARD_CATALOG), 'demo');
    const out: string[] = [`Arbiter demo — ${scenario.name}`, ''];
    const texts = describeInOrder(result.allEvents, describeEvent);
    result.allEvents.forEach((e, revision) => {
      out.push(`${String(revision).padStart(3)}  ${e.metadata.kind === 'decision' ? '>' : ' '} ${texts[revision] ?? ''}`);
    });
    out.push('', `${result.pass ? 'The record matches the rules' : `Mismatch: ${result.failures.join('; ')}`}.`);
    if (UNFINISHED.length > 0) out.push('', 'Not yet played in full:', ...UNFINISHED.map((u) => `  - ${u.card}: ${u.missing}`));
    process.stdout.write(`${out.join('\n')}\n`);
    process.exitCode = result.pass ? EXIT_OK : EXIT_FINDINGS;
    return Promise.resolve();
  }
}
