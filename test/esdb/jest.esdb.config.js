/**
 * `npm run test:esdb`: the event-store contract against a real EventStoreDB, e.g.
 *   docker compose up -d eventstore
 *   EVENTSTORE_URL=esdb://localhost:2113?tls=false npm run test:esdb
 * Only `*.esdb-spec.ts` files run here, and `npm test` never matches them, so without a server
 * nothing tries to reach one. Without EVENTSTORE_URL this config refuses to run: a green run must
 * mean a server was tested.
 * @type {import('jest').Config}
 */
const path = require('node:path');
const base = require('../../jest.config.js');

if (!process.env.EVENTSTORE_URL) {
  throw new Error(
    'EVENTSTORE_URL is not set. Start EventStoreDB (docker compose up -d eventstore) and run\n' +
      '  EVENTSTORE_URL=esdb://localhost:2113?tls=false npm run test:esdb',
  );
}

module.exports = {
  ...base,
  rootDir: path.resolve(__dirname, '../..'),
  roots: ['<rootDir>/test/esdb'],
  testMatch: ['**/*.esdb-spec.ts'],
  // A real server is slower than the in-process stand-in, and shared between runs.
  testTimeout: 60_000,
};
