/**
 * The HTTP API (the README's HTTP API section). `npm start` builds and runs it on PORT (3000) over the embedded
 * SQLite store, or EventStoreDB when EVENTSTORE_URL is set.
 */
import 'reflect-metadata';
import { API_KEYS, ARBITER_CONFIG, GameCatalog, GameCommandService, type ApiKeys, type ArbiterConfig } from '@arbiter/platform';
import { createApp } from './create-app';
import { recordDemoIfEmpty } from './demo-game';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get<ArbiterConfig>(ARBITER_CONFIG);
  const keys = app.get<ApiKeys>(API_KEYS);
  if (config.demo) {
    const demo = await recordDemoIfEmpty(app.get(GameCatalog), app.get(GameCommandService));
    if (demo !== null) process.stdout.write(`Recorded the demo game ${demo}\n`);
  }
  await app.listen(config.port, '0.0.0.0');
  const url = `http://localhost:${config.port}`;
  const lines = [`Arbiter is listening on ${url} (API docs: ${url}/api)`];
  for (const k of keys.generated) lines.push(`  ${k.role} key: ${k.key}   ${url}/?key=${k.key}`);
  if (keys.generated.length > 0) lines.push('  (keys made for this run; set ARBITER_API_KEYS to choose your own)');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
