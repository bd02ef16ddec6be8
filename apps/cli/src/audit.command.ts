import { existsSync, readFileSync } from 'node:fs';
import { GameNotFoundError, playableCards } from '@arbiter/platform';
import { auditLog, renderAuditMarkdown, type AuditReport } from '@arbiter/replay';
import { Command, Option } from 'nest-commander';
import { BadInputCommandRunner } from './bad-input-command';
import { EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK } from './exit-codes';
import { withGames } from './store/with-platform';

interface AuditOptions {
  json?: boolean;
}

/**
 * `arbiter audit <gameId | log.json> [--json]`: audited replay (docs/log-format.md). Exit 0 if the record
 * is consistent, 1 if it found divergences or tampering, 2 on bad input.
 */
@Command({ name: 'audit', arguments: '<game>', description: 'Audit a stored game (by id) or an exported log file (docs/log-format.md); exit 0 consistent, 1 findings, 2 bad input' })
export class AuditCommand extends BadInputCommandRunner {
  async run([target]: string[], options: AuditOptions): Promise<void> {
    const what = target ?? '';
    let report: AuditReport;
    if (existsSync(what)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(what, 'utf8'));
      } catch (err) {
        process.stderr.write(`error: ${what}: invalid JSON: ${(err as Error).message}\n`);
        process.exitCode = EXIT_BAD_INPUT;
        return;
      }
      report = auditLog(parsed, playableCards().catalog);
    } else {
      try {
        report = await withGames(({ queries }) => queries.audit(what));
      } catch (err) {
        if (!(err instanceof GameNotFoundError)) throw err;
        process.stderr.write(`error: no file and no game "${what}"\n`);
        process.exitCode = EXIT_BAD_INPUT;
        return;
      }
    }
    process.stdout.write(options.json === true ? `${JSON.stringify(report, null, 2)}\n` : `${renderAuditMarkdown(report)}\n`);
    process.exitCode = report.verdict === 'consistent' ? EXIT_OK : report.verdict === 'invalid' ? EXIT_BAD_INPUT : EXIT_FINDINGS;
  }

  @Option({ flags: '--json', description: 'print the AuditReport as JSON' })
  parseJson(): boolean {
    return true;
  }
}
