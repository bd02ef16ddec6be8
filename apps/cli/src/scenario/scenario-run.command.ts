import { playableCards } from '@arbiter/platform';
import { createDecider } from '@arbiter/rules';
import { runScenario, ScenarioError } from '@arbiter/scenarios';
import { Option, SubCommand } from 'nest-commander';
import { BadInputCommandRunner } from '../bad-input-command';
import { EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK } from '../exit-codes';
import { loadScenarios } from './scenario-files';

interface RunOptions {
  json?: boolean;
}

/**
 * `arbiter scenario run <file.json>... [--json]`: runs scenario files through the engine in
 * memory; PASS/FAIL per scenario with the first mismatch. Exit 0 only if all pass, 1 if any
 * fails, 2 on bad input (the file and field are named; nothing is run).
 */
@SubCommand({
  name: 'run',
  arguments: '<files...>',
  description: 'Run scenario files (docs/scenario-format.md) through the rules engine in memory; exit 0 if all pass, 1 if any fails, 2 on bad input',
})
export class ScenarioRunCommand extends BadInputCommandRunner {
  run(files: string[], options: RunOptions): Promise<void> {
    let scenarios;
    try {
      scenarios = loadScenarios(files);
    } catch (err) {
      if (!(err instanceof ScenarioError)) throw err;
      process.stderr.write(`error: ${err.message}\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return Promise.resolve();
    }
    const decider = createDecider(playableCards().catalog);
    let failed = 0;
    for (const scenario of scenarios) {
      let result;
      try {
        result = runScenario(scenario, decider);
      } catch (err) {
        if (!(err instanceof ScenarioError)) throw err;
        process.stderr.write(`error: ${err.message}\n`);
        process.exitCode = EXIT_BAD_INPUT;
        return Promise.resolve();
      }
      if (!result.pass) failed++;
      if (options.json === true) {
        process.stdout.write(`${JSON.stringify({ name: result.name, pass: result.pass, failures: result.failures, view: result.view, events: result.events })}\n`);
      } else {
        process.stdout.write(`${result.pass ? 'PASS' : 'FAIL'} ${scenario.file} — ${result.name}\n`);
        if (!result.pass) process.stdout.write(`     ${result.failures[0] ?? ''}\n`);
      }
    }
    if (options.json !== true) process.stdout.write(`\n${scenarios.length - failed} passed, ${failed} failed\n`);
    process.exitCode = failed > 0 ? EXIT_FINDINGS : EXIT_OK;
    return Promise.resolve();
  }

  @Option({ flags: '--json', description: 'print one JSON object per scenario: { name, pass, failures, view, events }' })
  parseJson(): boolean {
    return true;
  }
}
