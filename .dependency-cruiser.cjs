/**
 * The house's import rules, checked by `npm run depcheck` (part of `npm test`): no circular import
 * anywhere (types included), the lib-to-lib table of ADR 0002, and the layers of the rules engine.
 */

/** Which libs each lib may import (ADR 0002); a lib may always import itself. */
const MAY_IMPORT = {
  rules: [],
  cards: ['rules'],
  'card-compiler': ['rules'],
  scenarios: ['rules', 'cards'],
  'event-store': [],
  'event-store-sqlite': ['event-store'],
  'event-store-esdb': ['event-store'],
  'game-log': ['event-store', 'rules'],
  replay: ['rules', 'cards', 'card-compiler', 'game-log', 'scenarios', 'event-store'],
  projections: ['rules', 'game-log', 'event-store', 'event-store-sqlite'],
  simulation: ['rules', 'cards', 'replay'],
  contracts: ['rules', 'game-log', 'replay', 'platform'],
  platform: ['rules', 'cards', 'card-compiler', 'scenarios', 'game-log', 'replay', 'projections', 'event-store', 'event-store-sqlite', 'event-store-esdb'],
};

const libRules = Object.entries(MAY_IMPORT).map(([lib, allowed]) => ({
  name: `lib-${lib}`,
  comment: `libs/${lib} may import only ${allowed.length === 0 ? 'itself' : allowed.join(', ')} (ADR 0002)`,
  severity: 'error',
  from: { path: `^libs/${lib}/src/` },
  to: {
    path: '^libs/([^/]+)/',
    pathNot: [`^libs/(${[lib, ...allowed].join('|')})/`],
  },
}));

/** The engine's floor: persisted data (ids, state, events, commands, tasks, choices, card data). */
const RULES_DATA =
  '^libs/rules/src/(basics|mana|choice|card-definition|task|state|events|commands|citations|cr-version|rule-violation|card-types|setup\\.types)\\.ts$';
/** Task handlers: only the agenda's dispatch table imports them. */
const RULES_HANDLERS = '^libs/rules/src/(effects|mana-tasks|trigger-tasks|resolution-tasks|turn|combat-damage)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle anywhere in the monorepo, types included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...libRules,
    {
      name: 'contracts-types-only',
      comment: 'libs/contracts is read by the browser bundle: what it takes from other libs are types only.',
      severity: 'error',
      from: { path: '^libs/contracts/src/' },
      to: { path: '^libs/(?!contracts/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'testing-entries-for-tests',
      comment: 'Test support (a lib\'s src/testing, e.g. @arbiter/rules-testing) is imported by specs and other test support only.',
      severity: 'error',
      from: { pathNot: ['\\.spec\\.ts$', '\\.e2e-spec\\.ts$', '/src/testing/', '^test/'] },
      to: { path: '^libs/[^/]+/src/testing/' },
    },
    {
      name: 'libs-not-apps',
      comment: 'Libs never import apps.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-contracts-only',
      comment: 'apps/web runs in the browser and imports only @arbiter/contracts among the libs.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^libs/(?!contracts/)' },
    },
    {
      name: 'rules-data-floor',
      comment: "The engine's persisted data imports nothing but other data (ADR 0002).",
      severity: 'error',
      from: { path: RULES_DATA },
      to: { path: '^libs/rules/src/', pathNot: RULES_DATA },
    },
    {
      name: 'rules-handlers-via-agenda',
      comment: "Task handlers are reached through the agenda's dispatch table only.",
      severity: 'error',
      from: { path: '^libs/rules/src/', pathNot: ['^libs/rules/src/agenda\\.ts$', '\\.spec\\.ts$'] },
      to: { path: RULES_HANDLERS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
