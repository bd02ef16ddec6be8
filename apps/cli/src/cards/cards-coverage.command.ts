import { coverageReport } from '@arbiter/card-compiler';
import { cardDataPath, playableCards } from '@arbiter/platform';
import { nearestNames } from '@arbiter/rules';
import { existsSync } from 'node:fs';
import { Option, SubCommand } from 'nest-commander';
import { BadInputCommandRunner } from '../bad-input-command';
import { EXIT_BAD_INPUT, EXIT_OK } from '../exit-codes';
import { startProgress } from '../progress/progress';
import { coverageText } from './coverage-text';

interface CoverageOptions {
  set?: string;
  json?: boolean;
}

/**
 * `arbiter cards coverage [--set CODE] [--json]`: how many cards of the data file are modeled,
 * overall, per set and per card type, and the 30 lines not understood that block the most cards.
 * Exit 2 for a missing data file or an unknown set (the sets named alike are listed).
 */
@SubCommand({ name: 'coverage', description: 'How many cards of the card data file are modeled, per set and type, and the lines that block the most' })
export class CardsCoverageCommand extends BadInputCommandRunner {
  run(_args: string[], options: CoverageOptions): Promise<void> {
    const path = cardDataPath();
    if (!existsSync(path)) return fail(`no card data file at ${path} (set ARBITER_CARDS_FILE)`);
    const pool = playableCards(path);
    const sets = [...new Set(pool.records.flatMap((r) => r.sets ?? []))].sort();
    const set = options.set;
    if (set !== undefined && !sets.includes(set)) {
      const near = nearestNames(set, sets);
      return fail(`--set: unknown set "${set}"${near.length > 0 ? `; nearest: ${near.join(', ')}` : ''}`);
    }
    const progress = startProgress('compile', pool.records.length, 'cards');
    let reported = 0;
    const started = process.hrtime.bigint();
    const compiled = pool.compileAll((done) => {
      progress.tick(done - reported);
      reported = done;
    });
    progress.tick(pool.records.length - reported);
    progress.stop();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const report = coverageReport(compiled, { ...(set === undefined ? {} : { set }), top: 30 });
    if (options.json === true) process.stdout.write(`${JSON.stringify({ ...report, compileMs: Math.round(ms) })}\n`);
    else process.stdout.write(coverageText(report, ms, set === undefined ? sets : [set]));
    process.exitCode = EXIT_OK;
    return Promise.resolve();
  }

  @Option({ flags: '--set <code>', description: 'only the cards printed in this set (e.g. FDN)' })
  parseSet(value: string): string {
    return value.toUpperCase();
  }

  @Option({ flags: '--json', description: 'print the report as one JSON object (compileMs: the time to compile the file)' })
  parseJson(): boolean {
    return true;
  }
}

function fail(message: string): Promise<void> {
  process.stderr.write(`error: ${message}\n`);
  process.exitCode = EXIT_BAD_INPUT;
  return Promise.resolve();
}
