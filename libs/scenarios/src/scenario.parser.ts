/**
 * Reads and checks a scenario file (docs/scenario-format.md). Every key must be one the format defines, so a
 * misspelt expectation can never pass silently; card names, player names, object ids, event types
 * and GameView keys are checked too. Errors name the file and the field.
 */
import { CHOICE_KINDS, COMMAND_FIELDS, COMMAND_NAMES, MANA_TYPES, STEPS, missingCardMessage, type CardCatalog, type CommandName, type GameEventType } from '@arbiter/rules';
import { ScenarioError } from './scenario.errors';
import type { Scenario } from './scenario.types';

type Json = Record<string, unknown>;

/** Every event type, as a record so that a new type can't be forgotten here (it wouldn't compile). */
const EVENT_TYPE_SET: Readonly<Record<GameEventType, true>> = {
  GameStarted: true,
  TurnBegan: true,
  StepBegan: true,
  ManaPoolEmptied: true,
  PriorityPassed: true,
  LandPlayed: true,
  AbilityActivated: true,
  SpellCast: true,
  PermanentTapped: true,
  PermanentUntapped: true,
  ManaAdded: true,
  ManaPaid: true,
  ManaNotProduced: true,
  ReplacementApplied: true,
  AbilityTriggered: true,
  AbilityPutOnStack: true,
  StackObjectResolved: true,
  StackObjectRemoved: true,
  PermanentEntered: true,
  PermanentLeftBattlefield: true,
  CountersAdded: true,
  PermanentAttached: true,
  ControlChanged: true,
  ChoiceRequested: true,
  ChoiceMade: true,
  CardsDrawn: true,
  DamageDealt: true,
  BecameCreature: true,
  CleanupPerformed: true,
  PlayerConceded: true,
  PlayerLeftGame: true,
  GameWon: true,
  ActionRejected: true,
  AttackersDeclared: true,
  BlockersDeclared: true,
  LifeGained: true,
  LifeLost: true,
  DamagePrevented: true,
  SpellCountered: true,
  AbilityCountered: true,
  CardDiscarded: true,
  CardPutIntoHand: true,
  CountersRemoved: true,
  PoisonCountersGiven: true,
  MulliganTaken: true,
  HandKept: true,
  LibraryShuffled: true,
  PowerToughnessChanged: true,
  PreventionAdded: true,
  KeywordsGranted: true,
  CardMovedFromGraveyard: true,
  RegenerationShieldCreated: true,
  Regenerated: true,
  ExileInsteadOfDyingCreated: true,
  LibraryArranged: true,
  CardsMilled: true,
  RestrictionAdded: true,
};
const EVENT_TYPES = Object.keys(EVENT_TYPE_SET);

const actionKeys = (kind: CommandName): readonly string[] => ['do', ...COMMAND_FIELDS[kind], 'expect'];

/** GameView keys (docs/scenario-format.md, "The GameView"), for checking `expect.view`. */
const VIEW_SCHEMA = {
  top: ['revision', 'turn', 'activePlayer', 'step', 'players', 'battlefield', 'stack', 'pendingChoice', 'winner', 'priority', 'combat'],
  player: ['life', 'inGame', 'manaPool', 'hand', 'handCards', 'librarySize', 'poison', 'graveyard', 'exile'],
  permanent: [
    'card', 'owner', 'controller', 'tapped', 'counters', 'damage', 'manaValue', 'power', 'toughness', 'attachedTo', 'token', 'keywords', 'attacking', 'blocking',
  ],
  stack: ['id', 'kind', 'source', 'controller', 'text', 'targets', 'x'],
  pendingChoice: ['player', 'kind', 'options', 'min', 'max', 'attacker', 'count', 'cards'],
} as const;

class Checker {
  constructor(readonly file: string) {}

  fail(field: string, detail: string): never {
    throw new ScenarioError(this.file, field, detail);
  }

  object(v: unknown, field: string): Json {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) this.fail(field, `must be an object, got ${JSON.stringify(v)}`);
    return v as Json;
  }

  keys(o: Json, allowed: readonly string[], field: string): void {
    for (const k of Object.keys(o)) {
      if (!allowed.includes(k)) this.fail(field === '' ? k : `${field}.${k}`, `unknown key "${k}" (allowed: ${allowed.join(', ')})`);
    }
  }

  string(v: unknown, field: string): string {
    if (typeof v !== 'string') this.fail(field, `must be a string, got ${JSON.stringify(v)}`);
    return v;
  }

  int(v: unknown, field: string, min = -Infinity): number {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) this.fail(field, `must be a whole number${min > -Infinity ? ` ≥ ${min}` : ''}, got ${JSON.stringify(v)}`);
    return v;
  }

  array(v: unknown, field: string): unknown[] {
    if (!Array.isArray(v)) this.fail(field, `must be a list, got ${JSON.stringify(v)}`);
    return v;
  }
}

/** Parses scenario JSON text; throws `ScenarioError` naming the file and field. */
export function parseScenario(text: string, file: string, catalog: CardCatalog): Scenario {
  const c = new Checker(file);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    c.fail('(file)', `invalid JSON: ${(err as Error).message}`);
  }
  const top = c.object(raw, '(file)');
  c.keys(top, ['name', 'source', 'seed', 'players', 'start', 'actions', 'expect'], '');
  const name = c.string(top['name'], 'name');
  const source = top['source'] === undefined ? '' : c.string(top['source'], 'source');
  const seed = top['seed'] === undefined ? 0 : c.int(top['seed'], 'seed');
  const players = c.array(top['players'], 'players').map((p, i) => c.string(p, `players[${i}]`));
  const start = c.object(top['start'] ?? {}, 'start');
  checkStart(c, start, players, catalog);
  const ids = startIds(start);
  const actions = c.array(top['actions'] ?? [], 'actions').map((a, i) => checkAction(c, a, `actions[${i}]`, players, ids));
  const expect = c.object(top['expect'] ?? {}, 'expect');
  c.keys(expect, ['view', 'events', 'noEvents'], 'expect');
  if (expect['view'] !== undefined) checkView(c, expect['view'], 'expect.view');
  for (const key of ['events', 'noEvents'] as const) {
    if (expect[key] === undefined) continue;
    c.array(expect[key], `expect.${key}`).forEach((e, i) => {
      const ev = c.object(e, `expect.${key}[${i}]`);
      c.keys(ev, ['type', 'data', 'rule'], `expect.${key}[${i}]`);
      if (ev['rule'] !== undefined) c.string(ev['rule'], `expect.${key}[${i}].rule`);
      const type = c.string(ev['type'], `expect.${key}[${i}].type`);
      if (!(EVENT_TYPES as readonly string[]).includes(type)) c.fail(`expect.${key}[${i}].type`, `unknown event type "${type}"`);
      if (ev['data'] !== undefined) c.object(ev['data'], `expect.${key}[${i}].data`);
    });
  }
  return { file, name, source, seed, players, start, actions, expect } as unknown as Scenario;
}

function checkStart(c: Checker, start: Json, players: readonly string[], catalog: CardCatalog): void {
  c.keys(start, ['turn', 'activePlayer', 'step', 'life', 'battlefield', 'hands', 'libraries', 'graveyards', 'decks'], 'start');
  if (start['decks'] !== undefined) {
    for (const [p, list] of Object.entries(c.object(start['decks'], 'start.decks'))) {
      if (!players.includes(p)) c.fail(`start.decks.${p}`, `"${p}" is not one of the players ${JSON.stringify(players)}`);
      c.array(list, `start.decks.${p}`).forEach((name, i) => {
        if (typeof name !== 'string' || !catalog.has(name)) c.fail(`start.decks.${p}[${i}]`, missingCardMessage(catalog, name));
      });
    }
  }
  if (start['turn'] !== undefined) c.int(start['turn'], 'start.turn', 1);
  if (start['step'] !== undefined && !(STEPS as readonly unknown[]).includes(start['step'])) c.fail('start.step', `unknown step ${JSON.stringify(start['step'])} (steps: ${STEPS.join(', ')})`);
  const player = (p: unknown, field: string): void => {
    if (typeof p !== 'string' || !players.includes(p)) c.fail(field, `"${String(p)}" is not one of the players ${JSON.stringify(players)}`);
  };
  if (start['activePlayer'] !== undefined) player(start['activePlayer'], 'start.activePlayer');
  const card = (name: unknown, field: string): void => {
    if (typeof name !== 'string' || !catalog.has(name)) c.fail(field, missingCardMessage(catalog, name));
  };
  if (start['life'] !== undefined) {
    for (const [p, n] of Object.entries(c.object(start['life'], 'start.life'))) {
      player(p, `start.life.${p}`);
      c.int(n, `start.life.${p}`);
    }
  }
  c.array(start['battlefield'] ?? [], 'start.battlefield').forEach((b, i) => {
    const f = `start.battlefield[${i}]`;
    const o = c.object(b, f);
    c.keys(o, ['id', 'card', 'controller', 'owner', 'tapped', 'newThisTurn', 'counters', 'attachedTo', 'damage', 'token'], f);
    c.string(o['id'], `${f}.id`);
    card(o['card'], `${f}.card`);
    if (o['controller'] !== undefined) player(o['controller'], `${f}.controller`);
    if (o['owner'] !== undefined) player(o['owner'], `${f}.owner`);
    for (const k of ['tapped', 'newThisTurn', 'token']) if (o[k] !== undefined && typeof o[k] !== 'boolean') c.fail(`${f}.${k}`, 'must be true or false');
    if (o['counters'] !== undefined) for (const [k, n] of Object.entries(c.object(o['counters'], `${f}.counters`))) c.int(n, `${f}.counters.${k}`, 0);
    if (o['damage'] !== undefined) c.int(o['damage'], `${f}.damage`, 0);
    if (o['attachedTo'] !== undefined) c.string(o['attachedTo'], `${f}.attachedTo`);
  });
  for (const zone of ['hands', 'graveyards', 'libraries'] as const) {
    if (start[zone] === undefined) continue;
    for (const [p, cards] of Object.entries(c.object(start[zone], `start.${zone}`))) {
      player(p, `start.${zone}.${p}`);
      if (zone === 'libraries' && typeof cards === 'number') {
        c.int(cards, `start.libraries.${p}`, 0);
        continue;
      }
      c.array(cards, `start.${zone}.${p}`).forEach((x, i) => {
        const f = `start.${zone}.${p}[${i}]`;
        const o = c.object(x, f);
        c.keys(o, ['id', 'card', 'token'], f);
        c.string(o['id'], `${f}.id`);
        card(o['card'], `${f}.card`);
      });
    }
  }
}

function startIds(start: Json): Set<string> {
  const ids = new Set<string>();
  const add = (list: unknown): void => {
    if (Array.isArray(list)) for (const x of list) if (x !== null && typeof x === 'object' && typeof (x as Json)['id'] === 'string') ids.add((x as Json)['id'] as string);
  };
  add(start['battlefield']);
  const decks = start['decks'];
  if (decks !== null && typeof decks === 'object') {
    for (const [p, list] of Object.entries(decks as Json)) if (Array.isArray(list)) list.forEach((_, i) => ids.add(`${p}-${i + 1}`));
  }
  for (const zone of ['hands', 'graveyards', 'libraries']) {
    const z = start[zone];
    if (z === null || typeof z !== 'object') continue;
    for (const [p, v] of Object.entries(z as Json)) {
      if (typeof v === 'number') for (let i = 1; i <= v; i++) ids.add(`${p}-lib-${i}`);
      else add(v);
    }
  }
  return ids;
}

/** Ids the engine makes from known ones: tokens `<id>-token-<n>`, stack objects `<id>/<k>[r][-n]`. */
function knownId(id: string, ids: ReadonlySet<string>): boolean {
  if (ids.has(id)) return true;
  const token = /^(.*)-token-\d+$/.exec(id);
  if (token !== null) return knownId(token[1] ?? '', ids);
  const stack = /^(.*)\/\d+r?(-\d+)?$/.exec(id);
  return stack !== null && knownId(stack[1] ?? '', ids);
}

function checkAction(c: Checker, a: unknown, f: string, players: readonly string[], ids: ReadonlySet<string>): unknown {
  const o = c.object(a, f);
  const kind = o['do'];
  if (typeof kind !== 'string' || !(COMMAND_NAMES as readonly string[]).includes(kind)) c.fail(`${f}.do`, `unknown action ${JSON.stringify(kind)} (actions: ${COMMAND_NAMES.join(', ')})`);
  c.keys(o, actionKeys(kind as CommandName), f);
  const player = (p: unknown, field: string): void => {
    if (typeof p !== 'string' || !players.includes(p)) c.fail(field, `"${String(p)}" is not one of the players ${JSON.stringify(players)}`);
  };
  const object = (id: unknown, field: string): void => {
    if (typeof id !== 'string' || !knownId(id, ids)) c.fail(field, `unknown object id ${JSON.stringify(id)}`);
  };
  if ('player' in o || ['activate', 'cast', 'play', 'choose', 'concede', 'pass', 'attack', 'block', 'mulligan', 'keep'].includes(kind)) player(o['player'], `${f}.player`);
  if (kind === 'attack') {
    for (const [id, target] of Object.entries(c.object(o['attackers'], `${f}.attackers`))) {
      object(id, `${f}.attackers.${id}`);
      player(target, `${f}.attackers.${id}`);
    }
  }
  if (kind === 'block') {
    for (const [id, attacker] of Object.entries(c.object(o['blockers'], `${f}.blockers`))) {
      object(id, `${f}.blockers.${id}`);
      object(attacker, `${f}.blockers.${id}`);
    }
  }
  if (o['bottom'] !== undefined) {
    c.array(o['bottom'], `${f}.bottom`).forEach((id, i) => {
      object(id, `${f}.bottom[${i}]`);
    });
  }
  if (kind === 'activate') {
    object(o['source'], `${f}.source`);
    c.int(o['ability'], `${f}.ability`, 0);
  }
  if (kind === 'cast' || kind === 'play') object(o['card'], `${f}.card`);
  if (o['x'] !== undefined) c.int(o['x'], `${f}.x`, 0);
  if (o['modes'] !== undefined) {
    c.array(o['modes'], `${f}.modes`).forEach((m, i) => {
      c.int(m, `${f}.modes[${i}]`, 0);
    });
  }
  if (o['targets'] !== undefined) {
    c.array(o['targets'], `${f}.targets`).forEach((t, i) => {
      if (typeof t === 'string' && players.includes(t)) return;
      object(t, `${f}.targets[${i}]`);
    });
  }
  if (o['convoke'] !== undefined) {
    c.array(o['convoke'], `${f}.convoke`).forEach((id, i) => {
      object(id, `${f}.convoke[${i}]`);
    });
  }
  if (o['kicked'] !== undefined && typeof o['kicked'] !== 'boolean') c.fail(`${f}.kicked`, 'must be true or false');
  if (o['withoutPayingManaCost'] !== undefined && typeof o['withoutPayingManaCost'] !== 'boolean') c.fail(`${f}.withoutPayingManaCost`, 'must be true or false');
  if (o['additionalCost'] !== undefined) c.int(o['additionalCost'], `${f}.additionalCost`, 0);
  if (o['payment'] !== undefined) {
    for (const [k, n] of Object.entries(c.object(o['payment'], `${f}.payment`))) {
      if (!(MANA_TYPES as readonly string[]).includes(k)) c.fail(`${f}.payment.${k}`, `unknown mana type "${k}" (W, U, B, R, G, C)`);
      c.int(n, `${f}.payment.${k}`, 0);
    }
  }
  if (kind === 'choose') {
    const ch = o['choice'];
    const ok = (v: unknown): boolean => typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v));
    const division = ch !== null && typeof ch === 'object' && !Array.isArray(ch) && Object.values(ch).every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0);
    if (!(ok(ch) || division || (Array.isArray(ch) && ch.every(ok)))) {
      c.fail(`${f}.choice`, 'must be a string, a number, a list of them, or a damage division { "<id or player>": amount }');
    }
  }
  if (o['expect'] !== undefined) {
    const e = c.object(o['expect'], `${f}.expect`);
    c.keys(e, ['rejected', 'view'], `${f}.expect`);
    if (e['rejected'] !== undefined) c.string(e['rejected'], `${f}.expect.rejected`);
    if (e['view'] !== undefined) checkView(c, e['view'], `${f}.expect.view`);
  }
  return o;
}

function checkView(c: Checker, v: unknown, f: string): void {
  const view = c.object(v, f);
  c.keys(view, VIEW_SCHEMA.top, f);
  const nested = (value: unknown, field: string, keys: readonly string[]): void => {
    if (value === null) return;
    c.keys(c.object(value, field), keys, field);
  };
  if (view['players'] !== undefined) for (const [p, pv] of Object.entries(c.object(view['players'], `${f}.players`))) nested(pv, `${f}.players.${p}`, VIEW_SCHEMA.player);
  if (view['battlefield'] !== undefined) for (const [id, pv] of Object.entries(c.object(view['battlefield'], `${f}.battlefield`))) nested(pv, `${f}.battlefield.${id}`, VIEW_SCHEMA.permanent);
  if (view['stack'] !== undefined) c.array(view['stack'], `${f}.stack`).forEach((s, i) => {
      nested(s, `${f}.stack[${i}]`, VIEW_SCHEMA.stack);
    });
  if (view['pendingChoice'] !== undefined) {
    nested(view['pendingChoice'], `${f}.pendingChoice`, VIEW_SCHEMA.pendingChoice);
    const kind = (view['pendingChoice'] as Json | null)?.['kind'];
    if (kind !== undefined && !(CHOICE_KINDS as readonly unknown[]).includes(kind)) c.fail(`${f}.pendingChoice.kind`, `unknown choice kind ${JSON.stringify(kind)}`);
  }
  if (view['step'] !== undefined && !([...STEPS, 'mulligan'] as readonly unknown[]).includes(view['step'])) c.fail(`${f}.step`, `unknown step ${JSON.stringify(view['step'])}`);
}
