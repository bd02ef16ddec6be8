/**
 * The shapes the API answers with, as OpenAPI 3.0 schemas under `components.schemas` of
 * `/api-json`, so that a client can be generated from it. They follow the types of the libraries
 * (GameView in `@arbiter/rules`, the envelopes in `@arbiter/contracts`, the audit report and the
 * backup plan in `@arbiter/replay`); test/api/openapi-contract.e2e-spec.ts checks every route's
 * answers against them.
 */
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const nullableRef = (name: string): SchemaObject => ({ allOf: [ref(name)], nullable: true });
const int = (description?: string): SchemaObject => ({
  type: 'integer',
  ...(description === undefined ? {} : { description }),
});
const str = (description?: string): SchemaObject => ({
  type: 'string',
  ...(description === undefined ? {} : { description }),
});
const nullableStr = (description?: string): SchemaObject => ({
  type: 'string',
  nullable: true,
  ...(description === undefined ? {} : { description }),
});
const strings: SchemaObject = { type: 'array', items: { type: 'string' } };
const anyJson: SchemaObject = { description: 'any JSON value' };

function object(
  properties: Record<string, SchemaObject | ReferenceObject>,
  optional: readonly string[] = [],
  extra: SchemaObject = {},
): SchemaObject {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
    ...extra,
  };
}

const AUDIT_REPORT: Record<string, SchemaObject | ReferenceObject> = {
  verdict: { type: 'string', enum: ['consistent', 'divergent', 'tampered', 'invalid'] },
  eventsChecked: int(),
  crVersion: str(),
  hashChain: object({
    ok: { type: 'boolean' },
    firstBrokenRevision: { type: 'integer', nullable: true },
  }),
  divergences: {
    type: 'array',
    items: object({
      revision: int(),
      recorded: nullableRef('AuditedEvent'),
      derived: nullableRef('AuditedEvent'),
      rules: strings,
      explain: str(),
      viewBefore: nullableRef('GameView'),
    }),
  },
  errors: {
    type: 'array',
    items: object({ revision: { type: 'integer', nullable: true }, field: str(), message: str() }),
  },
  gameId: nullableStr(),
  players: strings,
  eventCount: int(),
  checkedAt: nullableStr(),
};

export const API_SCHEMAS: Readonly<Record<string, SchemaObject>> = {
  Error: object(
    {
      statusCode: int('the HTTP status'),
      error: str('the status text'),
      message: {
        oneOf: [str(), strings],
        description: 'what went wrong; a list when validation found several problems',
      },
      field: str('400: the field or parameter at fault (`start.battlefield[0].card`, `at`)'),
      gameId: str('404: the game asked for'),
      currentRevision: {
        type: 'integer',
        nullable: true,
        description: "409: the game's revision now",
      },
      expectedRevision: int('409: the revision the request expected'),
      rule: str('422: the rule that refuses the action'),
      reason: str('422: why the rules refuse it; 503: why the store cannot write'),
      revision: int('422: the revision of the recorded refusal (ActionRejected)'),
    },
    [
      'error',
      'field',
      'gameId',
      'currentRevision',
      'expectedRevision',
      'rule',
      'reason',
      'revision',
    ],
    { description: 'Every error: `{ statusCode, error, message }`, with the fields of its kind.' },
  ),
  GameCreated: object({ id: { type: 'string', format: 'uuid' }, revision: int() }),
  GameSummary: object({
    id: { type: 'string', format: 'uuid' },
    players: strings,
    revision: int(),
    createdAt: { type: 'string', format: 'date-time' },
  }),
  EventMetadata: object(
    {
      kind: { type: 'string', enum: ['decision', 'consequence'] },
      actor: str('a player, or `engine`'),
      rule: str('the rule that makes the event happen'),
      $correlationId: str(
        'shared by the events of one command: the X-Request-Id of the request that posted it, or its commandId',
      ),
      $causationId: str('the event (or command) that caused this one'),
      hash: str('the hash chain (docs/log-format.md)'),
      commandId: str("the client's command id"),
    },
    ['rule', 'commandId'],
    { additionalProperties: true },
  ),
  LoggedEvent: object(
    {
      revision: int(),
      id: str(),
      type: str('the event type (docs/scenario-format.md)'),
      data: anyJson,
      metadata: ref('EventMetadata'),
      created: { type: 'string', format: 'date-time' },
      text: str('the readable line, with the rule in brackets'),
    },
    ['id', 'created', 'text'],
  ),
  ActResult: object({
    revision: int('the game revision after the action'),
    events: { type: 'array', items: ref('LoggedEvent') },
  }),
  ExternalLogEvent: object({
    type: str(),
    data: anyJson,
    metadata: { type: 'object', additionalProperties: true },
  }),
  PlayerView: object(
    {
      life: int(),
      inGame: { type: 'boolean' },
      manaPool: { type: 'object', additionalProperties: { type: 'integer' } },
      hand: {
        oneOf: [strings, int('a hidden hand: its size')],
        description: 'card ids, or the number of cards of a hidden hand',
      },
      handCards: { type: 'array', items: object({ id: str(), card: str() }) },
      librarySize: int(),
      graveyard: strings,
      exile: strings,
    },
    ['handCards'],
  ),
  PermanentView: object({
    card: str(),
    owner: str(),
    controller: str(),
    tapped: { type: 'boolean' },
    counters: { type: 'object', additionalProperties: { type: 'integer' } },
    damage: int(),
    manaValue: int(),
    power: { type: 'integer', nullable: true },
    toughness: { type: 'integer', nullable: true },
    attachedTo: nullableStr(),
    token: { type: 'boolean' },
    keywords: strings,
    attacking: { type: 'boolean' },
    blocking: { type: 'boolean' },
  }),
  StackObjectView: object(
    {
      id: str(),
      kind: { type: 'string', enum: ['spell', 'ability'] },
      source: str(),
      controller: str(),
      text: str(),
      targets: strings,
      x: int(),
    },
    ['x'],
  ),
  CombatView: object({
    attackers: {
      type: 'object',
      additionalProperties: object({
        defending: str(),
        blockedBy: strings,
        blocked: { type: 'boolean' },
      }),
    },
    blockers: { type: 'object', additionalProperties: object({ blocking: strings }) },
  }),
  PendingChoice: object(
    {
      player: str(),
      kind: str('what is chosen (docs/scenario-format.md)'),
      options: { type: 'array', items: { oneOf: [str(), { type: 'number' }] } },
      min: int(),
      max: int(),
      attacker: str(),
      count: int(),
    },
    ['min', 'max', 'attacker', 'count'],
  ),
  GameView: object(
    {
      revision: int(),
      turn: int(),
      activePlayer: str(),
      step: str('the step or phase (docs/scenario-format.md)'),
      players: { type: 'object', additionalProperties: ref('PlayerView') },
      battlefield: {
        type: 'object',
        additionalProperties: ref('PermanentView'),
        description: 'permanents by id',
      },
      stack: { type: 'array', items: ref('StackObjectView'), description: 'bottom first' },
      pendingChoice: nullableRef('PendingChoice'),
      winner: nullableStr(),
      priority: nullableStr(
        'who holds priority; null in untap and cleanup, while a choice is pending, and once the game is over',
      ),
      combat: nullableRef('CombatView'),
    },
    [],
    {
      description:
        'The state at a revision (docs/scenario-format.md#the-gameview), as the caller may see it.',
    },
  ),
  ViewDiff: object({
    from: int(),
    to: int(),
    changes: {
      type: 'array',
      items: object({ path: str('`battlefield.f1.tapped`'), from: anyJson, to: anyJson }, [
        'from',
        'to',
      ]),
    },
  }),
  WhyChain: object({
    chain: {
      type: 'array',
      items: object({ revision: int(), type: str(), text: str(), rule: nullableStr() }),
      description: 'from the decision down to the event',
    },
  }),
  BackupPlan: object({
    actions: {
      type: 'array',
      items: object({
        revision: int(),
        type: str(),
        text: str(),
        reversible: { type: 'boolean' },
        reason: str(),
      }),
      description: 'most recent first',
    },
    beyondJudgeLimits: strings,
  }),
  AuditedEvent: object({
    type: str(),
    data: anyJson,
    metadata: object(
      { kind: { type: 'string', enum: ['decision', 'consequence'] }, actor: str(), rule: str() },
      ['rule'],
    ),
  }),
  AuditReport: object(AUDIT_REPORT),
  InvalidLogReport: object(
    { statusCode: int('400'), error: str(), message: str('the first error'), ...AUDIT_REPORT },
    [],
    {
      description:
        'An upload that is not a valid log: the report (verdict `invalid`, each error placed) with the fields of an error',
    },
  ),
  Identity: object({
    role: { type: 'string', enum: ['recorder', 'judge', 'player'] },
    player: nullableStr('for a player key'),
  }),
  AnalyticsColumn: object({ name: str(), type: str('text, date, integer or real') }),
  AnalyticsReportInfo: object({
    name: str(),
    url: str(),
    description: str(),
    playerFilter: nullableStr(),
    columns: { type: 'array', items: ref('AnalyticsColumn') },
  }),
  AnalyticsResult: object({
    report: str(),
    filters: object({ from: nullableStr(), to: nullableStr(), player: nullableStr() }),
    position: {
      type: 'string',
      nullable: true,
      description: "the store position the figures include (the projector's checkpoint)",
    },
    columns: { type: 'array', items: ref('AnalyticsColumn') },
    rows: { type: 'array', items: { type: 'object', additionalProperties: true } },
  }),
};
