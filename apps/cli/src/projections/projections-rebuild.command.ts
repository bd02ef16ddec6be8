import { NestFactory } from '@nestjs/core';
import type { EventStore } from '@arbiter/event-store';
import { ARBITER_CONFIG, EVENT_STORE, PlatformModule, type ArbiterConfig } from '@arbiter/platform';
import {
  ANALYTICS_PROJECTIONS,
  analyticsPath,
  openAnalyticsDatabase,
  rebuildProjections,
  UnknownProjectionError,
} from '@arbiter/projections';
import { SubCommand } from 'nest-commander';
import { BadInputCommandRunner } from '../bad-input-command';
import { EXIT_BAD_INPUT, EXIT_OK } from '../exit-codes';
import { startProgress } from '../progress/progress';

const NAMES = ANALYTICS_PROJECTIONS.map((p) => p.name);

/**
 * `arbiter projections rebuild [name]`: drops one read model (or all) and rebuilds it from the
 * first game event, with its progress on stderr. If a projector is running (the API inline, or
 * `apps/projector`), it does the work and this command follows it. Exit 0 done, 2 bad input.
 */
@SubCommand({
  name: 'rebuild',
  arguments: '[name]',
  description: `Rebuild one analytics projection (${NAMES.join(', ')}) or all of them from scratch`,
})
export class ProjectionsRebuildCommand extends BadInputCommandRunner {
  async run([name]: string[]): Promise<void> {
    if (name !== undefined && !NAMES.includes(name)) {
      process.stderr.write(`error: no projection "${name}" (known: ${NAMES.join(', ')})\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    const ctx = await NestFactory.createApplicationContext(PlatformModule, {
      logger: ['error', 'warn'],
    });
    const config = ctx.get<ArbiterConfig>(ARBITER_CONFIG);
    const database = openAnalyticsDatabase(analyticsPath(config.dataDir));
    const names = name === undefined ? [] : [name];
    const progress = startProgress(`rebuilding ${name ?? 'all projections'}`, null, 'events');
    const started = process.hrtime.bigint();
    try {
      const result = await rebuildProjections({
        store: ctx.get<EventStore>(EVENT_STORE),
        database,
        projections: ANALYTICS_PROJECTIONS,
        names,
        onProgress: ({ handled, total, by }) => {
          progress.update(handled, total, `by ${by}`);
        },
      });
      progress.stop();
      const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
      process.stdout.write(
        `rebuilt ${result.projections.join(', ')}: ${result.handled} events up to position ${String(result.position ?? 0)} in ${seconds}s (by ${result.by})\n`,
      );
      process.exitCode = EXIT_OK;
    } catch (err) {
      progress.stop();
      if (!(err instanceof UnknownProjectionError)) throw err;
      process.stderr.write(`error: ${err.message}\n`);
      process.exitCode = EXIT_BAD_INPUT;
    } finally {
      database.close();
      await ctx.close();
    }
  }
}
