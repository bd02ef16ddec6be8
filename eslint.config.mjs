// Lint: typescript-eslint strict-type-checked, exhaustive switches, and the import boundaries
// of docs/adr/0002-monorepo-boundaries.md (the rules engine stays pure; libs are imported through
// their index only).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const deepImports = {
  group: ['@arbiter/*/*'],
  message: 'Import another project only through its index (@arbiter/<lib>).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs', 'test/support/**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A switch over a union either handles every case or says `default:` on purpose.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
    },
  },
  {
    // The rules engine, the card pool and the simulation are pure: no framework, no I/O, no clock,
    // no randomness but the seed's.
    files: ['libs/rules/**/*.ts', 'libs/cards/**/*.ts', 'libs/simulation/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            { group: ['@nestjs/*', 'node:*', 'fs', 'path', 'crypto', 'rxjs', '@arbiter/event-store*', '@arbiter/scenarios'], message: 'libs/rules, libs/cards and libs/simulation are pure.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the game seed.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
    },
  },
  {
    // The card compiler is pure too, and builds on the engine's card vocabulary only: the CLI and
    // the platform read the data file and pass records in (ADR 0002).
    files: ['libs/card-compiler/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            { group: ['@nestjs/*', 'node:*', 'fs', 'path', 'crypto', 'rxjs'], message: 'libs/card-compiler is pure: no I/O.' },
            { group: ['@arbiter/*', '!@arbiter/rules'], message: 'libs/card-compiler imports @arbiter/rules only.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The compiler is deterministic.' },
        { object: 'Date', property: 'now', message: 'The compiler has no clock.' },
      ],
    },
  },
  {
    // Nest declares its option bags (NestApplicationOptions...) as classes; object literals are how
    // its documentation passes them.
    files: ['apps/**/*.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },
  {
    // The web UI is bundled for the browser: it sees the API only through @arbiter/contracts, and
    // only its types (nothing from the server or the engine is bundled).
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx', 'libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            { group: ['node:*', '@nestjs/*', 'rxjs'], message: 'apps/web runs in the browser.' },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            { group: ['@arbiter/*', '!@arbiter/contracts'], message: 'apps/web imports only @arbiter/contracts.' },
            { group: ['node:*', '@nestjs/*', 'rxjs'], message: 'apps/web runs in the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // HTTP response bodies in e2e tests are untyped JSON by nature.
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
