/**
 * One jest run for the whole monorepo. Sources are compiled by SWC (fast, keeps decorator
 * metadata for Nest); type checking is `npm run typecheck`, which `npm test` runs first.
 * @type {import('jest').Config}
 */
const swc = ['@swc/jest', { swcrc: true }];

module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j)s$': swc },
  moduleNameMapper: {
    '^@arbiter/rules-testing$': '<rootDir>/libs/rules/src/testing/index.ts',
    '^@arbiter/event-store-testing$': '<rootDir>/libs/event-store/src/testing/index.ts',
    '^@arbiter/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
};
