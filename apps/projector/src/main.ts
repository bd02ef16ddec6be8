/**
 * The analytics projector as its own process (`node dist/apps/projector/src/main.js`): feeds the
 * read models in `$ARBITER_DATA_DIR/analytics.db` from the configured event store until SIGTERM
 * or SIGINT. Any number may run against one store: one consumes, the others stand by
 * (docs/adr/0007-projector-exactly-once.md). Use it with EventStoreDB, or with
 * `ARBITER_PROJECTOR=off` on the API.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ARBITER_CONFIG, ProjectorService, type ArbiterConfig } from '@arbiter/platform';
import { ProjectorModule } from './projector.module';

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(ProjectorModule, {
    logger: ['error', 'warn', 'log'],
  });
  const config = app.get<ArbiterConfig>(ARBITER_CONFIG);
  // The runner's timers do not hold the process open (so tests and the API can embed it);
  // this one does, until a signal closes the app (which stops the runner, then the store).
  const alive = setInterval(() => undefined, 1 << 30);
  let closing = false;
  const shutdown = (reason: string, code: number): void => {
    if (closing) return;
    closing = true;
    clearInterval(alive);
    process.stdout.write(`${reason}: stopping the projector\n`);
    app.close().then(
      () => process.exit(code),
      (err: unknown) => {
        process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => {
    shutdown('SIGTERM', 0);
  });
  process.once('SIGINT', () => {
    shutdown('SIGINT', 0);
  });
  const runner = app.get(ProjectorService).start();
  runner.status$.subscribe((status) => {
    if (status.kind === 'failed') shutdown('failed', 1);
  });
  process.stdout.write(`projector started (data in ${config.dataDir})\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
