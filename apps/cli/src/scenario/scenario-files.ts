import { readFileSync } from 'node:fs';
import { playableCards } from '@arbiter/platform';
import { parseScenario, ScenarioError, type Scenario } from '@arbiter/scenarios';

/** Reads and checks scenario files; a file that can't be read is a ScenarioError naming it. */
export function loadScenarios(files: readonly string[]): Scenario[] {
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      throw new ScenarioError(file, '(file)', `cannot read: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
    }
    return parseScenario(text, file, playableCards().catalog);
  });
}
