/**
 * The data shape of every engine event type, checked before an external log is replayed: `evolve`
 * trusts its input, so a malformed event must be reported, never applied. The table is a mapped
 * type over the event union, so a new event type without a schema does not compile.
 */
import {
  CHOICE_KINDS,
  COMMAND_NAMES,
  MANA_TYPES,
  STEPS,
  type CardCatalog,
  type GameEventType,
} from '@arbiter/rules';

/** Returns what is wrong with a value, or null when it fits. */
type Check = (value: unknown, catalog: CardCatalog) => string | null;

/** A field that may be absent. */
interface Optional {
  readonly optional: Check;
}

type FieldSchema = Check | Optional;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const str: Check = (v) => (typeof v === 'string' ? null : 'must be a string');
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const int: Check = (v) => (isWhole(v) ? null : 'must be a whole number');
const bool: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const obj: Check = (v) => (isPlainObject(v) ? null : 'must be an object');
const nullable =
  (check: Check): Check =>
  (v, c) =>
    v === null ? null : check(v, c);
const oneOf =
  (...allowed: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && allowed.includes(v) ? null : `must be one of ${allowed.join(', ')}`;
const listOf =
  (check: Check, what: string): Check =>
  (v, c) =>
    Array.isArray(v) && v.every((x) => check(x, c) === null) ? null : `must be a list of ${what}`;
const strList = listOf(str, 'strings');
const intList = listOf(int, 'whole numbers');
const scalar: Check = (v) =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))
    ? null
    : 'must be a string or a number';
const counts: Check = (v) =>
  isPlainObject(v) && Object.values(v).every(isWhole) ? null : 'must map names to whole numbers';
const mana: Check = (v) =>
  isPlainObject(v) &&
  Object.entries(v).every(
    ([k, n]) => (MANA_TYPES as readonly string[]).includes(k) && isWhole(n) && n >= 0,
  )
    ? null
    : 'must map mana types (W, U, B, R, G, C) to whole numbers';
const cardName: Check = (v, catalog) =>
  typeof v === 'string' && catalog.has(v)
    ? null
    : `must be a card name the engine knows (got ${JSON.stringify(v)})`;
const shape =
  (fields: Readonly<Record<string, FieldSchema>>): Check =>
  (v, c) => {
    if (!isPlainObject(v)) return 'must be an object';
    for (const [key, schema] of Object.entries(fields)) {
      const problem = checkField(v, key, schema, c);
      if (problem !== null) return `${key} ${problem}`;
    }
    return null;
  };
const command: Check = (v) =>
  isPlainObject(v) &&
  typeof v['do'] === 'string' &&
  (COMMAND_NAMES as readonly string[]).includes(v['do'])
    ? null
    : `must be a command with "do" one of ${COMMAND_NAMES.join(', ')}`;
const answer: Check = (v, c) =>
  Array.isArray(v)
    ? listOf(scalar, 'strings or numbers')(v, c)
    : isPlainObject(v)
      ? counts(v, c)
      : scalar(v, c);
const idMap: Check = (v) =>
  isPlainObject(v) && Object.values(v).every((x) => typeof x === 'string')
    ? null
    : 'must map ids to strings';

const step = oneOf(...STEPS, 'mulligan');
const choiceKind = oneOf(...CHOICE_KINDS);

const SCHEMAS: { readonly [K in GameEventType]: Readonly<Record<string, FieldSchema>> } = {
  GameStarted: { gameId: str, crVersion: str, setup: obj },
  TurnBegan: { turn: int, activePlayer: str },
  StepBegan: { step, turn: int },
  ManaPoolEmptied: { player: str, mana, step },
  PriorityPassed: {
    action: oneOf('resolve', 'nextStep', 'nextTurn', 'pass'),
    players: strList,
    player: { optional: str },
  },
  AttackersDeclared: { player: str, attackers: idMap },
  BlockersDeclared: { player: str, blockers: idMap },
  LifeGained: { player: str, amount: int, source: str },
  LifeLost: { player: str, amount: int, source: str },
  DamagePrevented: { source: str, target: str, amount: int },
  SpellCountered: { spell: str, by: str },
  AbilityCountered: { ability: str, by: str },
  CardDiscarded: { player: str, card: str },
  CardPutIntoHand: { player: str, card: str, name: cardName, from: oneOf('library') },
  MulliganTaken: { player: str, count: int },
  HandKept: { player: str, bottom: strList },
  LibraryShuffled: { player: str, order: strList },
  PowerToughnessChanged: { permanent: str, power: int, toughness: int, source: str },
  RegenerationShieldCreated: { permanent: str, source: str },
  Regenerated: { permanent: str },
  ExileInsteadOfDyingCreated: { permanent: str, source: str },
  PreventionAdded: { source: str, kind: oneOf('allCombatDamage') },
  KeywordsGranted: { permanent: str, keywords: strList, source: str },
  CardMovedFromGraveyard: { player: str, card: str, name: str, to: oneOf('hand', 'exile') },
  LibraryArranged: { player: str, top: strList, bottom: strList, graveyard: strList },
  CardsMilled: { player: str, cards: strList },
  RestrictionAdded: { permanent: str, restriction: oneOf('cantBlock', 'cantBeBlocked'), source: str },
  LandPlayed: { player: str, card: str, name: str },
  AbilityActivated: {
    player: str,
    source: str,
    card: str,
    ability: int,
    abilityNumber: int,
    grantedBy: nullable(str),
    text: str,
    manaAbility: bool,
    modes: { optional: intList },
    targets: strList,
    paid: mana,
    stackId: nullable(str),
  },
  SpellCast: {
    player: str,
    card: str,
    name: str,
    stackId: str,
    x: int,
    modes: { optional: intList },
    targets: strList,
    paid: mana,
    costIncrease: int,
    costReduction: { optional: int },
    flashback: { optional: bool },
    convoked: { optional: strList },
    kicked: { optional: bool },
    additionalCost: { optional: int },
    withoutPayingManaCost: { optional: bool },
  },
  PermanentTapped: { permanent: str, forCost: bool },
  PermanentUntapped: { permanent: str, forCost: bool },
  ManaAdded: { player: str, source: str, mana },
  ManaPaid: { player: str, mana, for: str },
  ManaNotProduced: { player: str, source: str, reason: str },
  ReplacementApplied: { source: str, card: str, affected: str, before: mana, after: mana },
  AbilityTriggered: {
    key: int,
    source: str,
    card: str,
    ability: int,
    controller: str,
    reflexive: bool,
    manaAbility: bool,
    parentId: nullable(str),
    context: obj,
  },
  AbilityPutOnStack: {
    key: int,
    id: str,
    source: str,
    card: str,
    ability: int,
    controller: str,
    owner: str,
    text: str,
    modes: { optional: intList },
    targets: strList,
    reflexive: bool,
    context: obj,
  },
  StackObjectResolved: { id: str, to: oneOf('battlefield', 'graveyard', 'exile', 'none') },
  StackObjectRemoved: { id: nullable(str), key: nullable(int), reason: str, rule: str },
  PermanentEntered: {
    permanent: str,
    card: cardName,
    owner: str,
    controller: str,
    token: bool,
    tapped: bool,
    counters: counts,
    attachedTo: nullable(str),
    castX: nullable(int),
    kicked: { optional: bool },
    from: oneOf('stack', 'hand', 'graveyard', 'library', 'none'),
  },
  PermanentLeftBattlefield: {
    permanent: str,
    card: str,
    owner: str,
    to: oneOf('graveyard', 'exile', 'hand', 'library', 'outOfGame', 'ceased'),
    reason: str,
  },
  PoisonCountersGiven: { player: str, amount: int, source: str },
  CountersRemoved: { permanent: str, kind: str, amount: int },
  CountersAdded: { permanent: str, kind: str, amount: int },
  PermanentAttached: { permanent: str, to: nullable(str) },
  ControlChanged: {
    permanent: str,
    from: str,
    to: str,
    added: nullable(
      shape({ id: str, permanent: str, controller: str, timestamp: int, source: str }),
    ),
    endedEffects: strList,
  },
  ChoiceRequested: {
    player: str,
    kind: choiceKind,
    options: listOf(scalar, 'strings or numbers'),
    min: { optional: int },
    max: { optional: int },
    attacker: { optional: str },
    count: { optional: int },
    continuation: shape({ tasks: listOf(obj, 'tasks') }),
  },
  ChoiceMade: { player: str, kind: choiceKind, choice: answer },
  CardsDrawn: { player: str, cards: strList, fromEmptyLibrary: bool },
  DamageDealt: {
    source: str,
    target: str,
    amount: int,
    combat: bool,
    deathtouch: { optional: bool },
    asCounters: { optional: bool },
  },
  BecameCreature: { permanent: str, power: int, toughness: int },
  CleanupPerformed: { damageRemoved: strList, effectsEnded: int },
  PlayerConceded: { player: str },
  PlayerLeftGame: { player: str, reason: oneOf('conceded', 'lifeZero', 'drewFromEmptyLibrary', 'poison') },
  GameWon: { player: str },
  ActionRejected: { player: nullable(str), action: command, rule: str, reason: str },
};

function checkField(
  data: Record<string, unknown>,
  key: string,
  schema: FieldSchema,
  catalog: CardCatalog,
): string | null {
  const present = Object.prototype.hasOwnProperty.call(data, key);
  if (typeof schema !== 'function') return present ? schema.optional(data[key], catalog) : null;
  return present ? schema(data[key], catalog) : 'missing';
}

/** Whether a string names an engine event type. */
export function isKnownEventType(type: string): type is GameEventType {
  return Object.prototype.hasOwnProperty.call(SCHEMAS, type);
}

export const KNOWN_EVENT_TYPES: readonly GameEventType[] = Object.keys(SCHEMAS) as GameEventType[];

/**
 * The problems of one event's data, as `{ field, message }` with `field` relative to `data`.
 *
 * @example
 * dataProblems('ManaAdded', { player: 'alice', source: 'f1' }, catalog); // [{ field: 'mana', message: 'missing' }]
 */
export function dataProblems(
  type: GameEventType,
  data: unknown,
  catalog: CardCatalog,
): { field: string; message: string }[] {
  if (!isPlainObject(data)) return [{ field: '', message: 'must be an object' }];
  const problems: { field: string; message: string }[] = [];
  for (const [key, schema] of Object.entries(SCHEMAS[type])) {
    const message = checkField(data, key, schema, catalog);
    if (message !== null) problems.push({ field: key, message });
  }
  return problems;
}
