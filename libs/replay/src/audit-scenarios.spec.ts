/**
 * Every scenario file (the shared examples, when present, and the project's own) played through the
 * engine and exported as the store would: its log must audit consistent, every event checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDecider } from '@arbiter/rules';
import { parseScenario, runScenario } from '@arbiter/scenarios';
import { auditLog } from './audit';
import { exportEngineEvents } from './engine-log-export';
import { SCENARIO_FOLDERS, scenarioCatalog } from './testing/scenario-files';

// Scenarios may name cards compiled from the card data file (test/scenarios/cc*.json).
const CARD_CATALOG = scenarioCatalog();
const decider = createDecider(CARD_CATALOG);
const folders = SCENARIO_FOLDERS;

describe('every scenario audits consistent', () => {
  it('finds scenario files', () => {
    expect(folders.length).toBeGreaterThan(0);
  });
  for (const folder of folders) {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort();
    it.each(files)(`%s (${folder})`, (file) => {
      const scenario = parseScenario(readFileSync(join(folder, file), 'utf8'), file, CARD_CATALOG);
      const log = exportEngineEvents(runScenario(scenario, decider, 'audit').allEvents, 'audit');
      const report = auditLog(log, CARD_CATALOG);
      expect({
        verdict: report.verdict,
        errors: report.errors,
        divergences: report.divergences.map((d) => [d.revision, d.explain]),
      }).toEqual({ verdict: 'consistent', errors: [], divergences: [] });
      expect(report.eventsChecked).toBe(log.length);
    });
  }
});
