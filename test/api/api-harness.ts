/**
 * Starts the real API app on a temporary SQLite file for e2e tests, with known keys.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

export const KEYS = { recorder: 'rec-key', recorder2: 'rec-key-2', judge: 'judge-key', alice: 'alice-key', bob: 'bob-key' } as const;

export interface ApiHarness {
  readonly app: NestFastifyApplication;
  readonly http: ReturnType<typeof request>;
  readonly dir: string;
  close(): Promise<void>;
}

export async function startApi(env: Record<string, string> = {}): Promise<ApiHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-api-'));
  Object.assign(process.env, {
    ARBITER_DATA_DIR: dir,
    ARBITER_API_KEYS: `${KEYS.recorder}:recorder,${KEYS.recorder2}:recorder,${KEYS.judge}:judge,${KEYS.alice}:player:alice,${KEYS.bob}:player:bob`,
    ARBITER_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ARBITER_SNAPSHOT_EVERY: '10',
    ...env,
  });
  delete process.env['EVENTSTORE_URL'];
  const { createApp } = await import('../../apps/api/src/create-app');
  const app = await createApp({ logger: false });
  await app.init();
  // Fastify adds its routes and plugins when it is ready; supertest talks to the bare server.
  await app.getHttpAdapter().getInstance().ready();
  const http = request(app.getHttpServer());
  return {
    app,
    http,
    dir,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const auth = (key: string) => ({ Authorization: `Bearer ${key}` });
