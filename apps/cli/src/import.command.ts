import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { Command, Option } from 'nest-commander';
import { BadInputCommandRunner } from './bad-input-command';
import { EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK } from './exit-codes';
import { importLog, type ImportOutcome } from './import/log-import';
import { textTable } from './output/text-table';
import { startProgress } from './progress/progress';
import { withEventStore } from './store/with-event-store';

interface ImportOptions {
  json?: boolean;
}

type FileOutcome = ImportOutcome & { readonly file: string };

/** Files that cannot be read: bad input, reported before anything is imported. */
function unreadable(files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    try {
      if (statSync(file).isDirectory()) {
        problems.push(`${file}: is a directory`);
        continue;
      }
      accessSync(file, constants.R_OK);
    } catch (err) {
      problems.push(`${file}: cannot read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  }
  return problems;
}

/**
 * `arbiter import <logs...> [--json]`: stores external logs (docs/log-format.md) as new games. Each log
 * is validated and audited; a consistent one is stored in one append as `game-<id>`, any other is
 * rejected with its reason (invalid, tampered, divergent, already present). Exit 0 when all were
 * imported, 1 when some were rejected, 2 when a file cannot be read (then nothing is imported).
 */
@Command({
  name: 'import',
  arguments: '<logs...>',
  description: 'Import exported game logs (docs/log-format.md): each audited, stored as a new game or rejected with its reason; exit 0 all imported, 1 some rejected, 2 bad input',
})
export class ImportCommand extends BadInputCommandRunner {
  async run(files: string[], options: ImportOptions): Promise<void> {
    const problems = unreadable(files);
    if (problems.length > 0) {
      for (const p of problems) process.stderr.write(`error: ${p}\n`);
      process.stderr.write('nothing imported\n');
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    const outcomes = await withEventStore(async ({ store }) => {
      const out: FileOutcome[] = [];
      const progress = startProgress('import', files.length, 'logs');
      try {
        for (const file of files) {
          out.push({ file, ...(await importLog(store, readFileSync(file, 'utf8'))) });
          progress.tick();
        }
      } finally {
        progress.stop();
      }
      return out;
    });
    const rejected = outcomes.filter((o) => o.status === 'rejected').length;
    if (options.json === true) {
      process.stdout.write(`${JSON.stringify({ imported: outcomes.length - rejected, rejected, logs: outcomes })}\n`);
    } else {
      process.stdout.write(importTable(outcomes));
    }
    process.exitCode = rejected > 0 ? EXIT_FINDINGS : EXIT_OK;
  }

  @Option({ flags: '--json', description: 'print { imported, rejected, logs: [{ file, status, gameId, events, reason?, detail? }] }' })
  parseJson(): boolean {
    return true;
  }
}

function importTable(outcomes: readonly FileOutcome[]): string {
  const rows = outcomes.map((o) => [o.file, o.gameId ?? '-', String(o.events), o.status === 'imported' ? 'imported' : `rejected: ${o.reason}`]);
  const out = textTable(['log', 'game', 'events', 'result'], rows, { alignRight: [2] });
  const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [`  ${o.file}: ${o.reason}: ${o.detail}`] : []));
  const rejected = reasons.length;
  out.push('', `${outcomes.length - rejected} imported, ${rejected} rejected`);
  if (rejected > 0) out.push('', 'reasons:', ...reasons);
  return `${out.join('\n')}\n`;
}
