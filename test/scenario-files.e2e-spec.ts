/**
 * Runs every scenario file: the shared examples (../shared/scenarios, when that folder exists) and
 * the project's own (test/scenarios). Each file is one test, named by its scenario.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { playableCards } from '@arbiter/platform';
import { createDecider } from '@arbiter/rules';
import { parseScenario, runScenario } from '@arbiter/scenarios';

// Scenarios may name any card the platform plays: hand-written, or compiled from the card data.
const catalog = playableCards().catalog;
const decider = createDecider(catalog);
const folders = [resolve(__dirname, '../../shared/scenarios'), resolve(__dirname, 'scenarios')].filter((d) => existsSync(d));

for (const folder of folders) {
  const files = readdirSync(folder).filter((f) => f.endsWith('.json')).sort();
  describe(`scenarios in ${folder}`, () => {
    it('has scenario files', () => {
      expect(files.length).toBeGreaterThan(0);
    });
    for (const file of files) {
      const path = join(folder, file);
      const scenario = parseScenario(readFileSync(path, 'utf8'), path, catalog);
      it(`${file}: ${scenario.name} [${scenario.source}]`, () => {
        const result = runScenario(scenario, decider);
        expect(result.failures).toEqual([]);
        // Every consequence cites the CR rule that produced it (contract §2).
        const uncited = result.allEvents.filter((e) => e.metadata.kind === 'consequence' && (e.metadata.rule ?? '') === '').map((e) => e.type);
        expect(uncited).toEqual([]);
      });
    }
  });
}
