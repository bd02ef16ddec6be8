import { writeFileSync } from 'node:fs';
import { GameNotFoundError } from '@arbiter/platform';
import { Command, Option } from 'nest-commander';
import { BadInputCommandRunner } from './bad-input-command';
import { EXIT_BAD_INPUT, EXIT_OK } from './exit-codes';
import { withGames } from './store/with-platform';

interface ExportOptions {
  out?: string;
  json?: boolean;
}

/**
 * `arbiter export <gameId> [--out file] [--json]`: a stored game as its external log
 * (docs/log-format.md), the JSON array `arbiter import` and `arbiter audit <log.json>` read. Exit 2
 * for an unknown game or a file that cannot be written.
 */
@Command({ name: 'export', arguments: '<gameId>', description: 'Print (or write with --out) a stored game as an external log: a JSON array of {type, data, metadata} (docs/log-format.md)' })
export class ExportCommand extends BadInputCommandRunner {
  async run([gameId]: string[], options: ExportOptions): Promise<void> {
    const id = gameId ?? '';
    let log;
    try {
      log = await withGames(({ queries }) => queries.export(id));
    } catch (err) {
      if (!(err instanceof GameNotFoundError)) throw err;
      process.stderr.write(`error: no game "${id}"\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    const text = `${JSON.stringify(log, null, 2)}\n`;
    if (options.out === undefined) {
      process.stdout.write(text);
    } else {
      try {
        writeFileSync(options.out, text);
      } catch (err) {
        process.stderr.write(`error: ${options.out}: cannot write: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}\n`);
        process.exitCode = EXIT_BAD_INPUT;
        return;
      }
      const summary = { gameId: id, events: log.length, out: options.out };
      process.stdout.write(options.json === true ? `${JSON.stringify(summary)}\n` : `wrote ${log.length} events of game ${id} to ${options.out}\n`);
    }
    process.exitCode = EXIT_OK;
  }

  @Option({ flags: '--out <file>', description: 'write the log to this file instead of printing it' })
  parseOut(value: string): string {
    return value;
  }

  @Option({ flags: '--json', description: 'with --out: print { gameId, events, out } (the log itself is always JSON)' })
  parseJson(): boolean {
    return true;
  }
}
