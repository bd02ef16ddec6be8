/**
 * Shape validation of an external log (docs/log-format.md) before anything is replayed: a JSON array of
 * `{ type, data, metadata }` in stream order, each event's revision being its index, starting with
 * a `GameStarted` whose set-up the engine accepts. Every problem is named by its place
 * (`[12].metadata.hash`); a log with any problem is never replayed (never half-imported).
 */
import {
  normalizeSetup,
  SetupError,
  type CardCatalog,
  type GameEvent,
  type GameSetup,
} from '@arbiter/rules';
import type { AuditError } from './audit-report.types';
import { dataProblems, isKnownEventType, isPlainObject } from './event-schema';
import { jsonChanges } from './json-diff';

/** Past this many, the remaining problems are summed up in one line. */
const MAX_ERRORS = 100;

/** An event of a log that passed validation: an engine event plus its store metadata. */
export type LogEvent = GameEvent & {
  readonly metadata: GameEvent['metadata'] & Readonly<Record<string, unknown>>;
};

export interface ValidatedLog {
  /** The events, when the whole log is well formed; empty otherwise. */
  readonly events: readonly LogEvent[];
  readonly errors: readonly AuditError[];
  readonly setup: GameSetup | null;
  /** The raw list when the input was one (its hash chain can be checked even if malformed). */
  readonly raw: readonly unknown[] | null;
}

function parse(input: unknown): { value: unknown; error: AuditError | null } {
  if (typeof input !== 'string') return { value: input, error: null };
  try {
    return { value: JSON.parse(input), error: null };
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    // A text cut short fails at its very end, whatever the parser expected there (a value, a name).
    const position = /at position (\d+)/.exec(detail);
    const atEnd = position !== null && Number(position[1]) >= input.trimEnd().length;
    const cut = atEnd || /end of (JSON )?input|Unterminated|Unexpected end/i.test(detail);
    const message = cut
      ? `the JSON text ends before the log does: the log is truncated (${detail})`
      : `not valid JSON: ${detail}`;
    return { value: undefined, error: { revision: null, field: '$', message } };
  }
}

const optionalString = (meta: Record<string, unknown>, key: string): boolean =>
  meta[key] === undefined || typeof meta[key] === 'string';

function metadataProblems(meta: unknown): { field: string; message: string }[] {
  if (meta === undefined) return [{ field: 'metadata', message: 'missing' }];
  if (!isPlainObject(meta)) return [{ field: 'metadata', message: 'must be an object' }];
  const out: { field: string; message: string }[] = [];
  if (meta['kind'] === undefined) out.push({ field: 'metadata.kind', message: 'missing' });
  else if (meta['kind'] !== 'decision' && meta['kind'] !== 'consequence')
    out.push({ field: 'metadata.kind', message: 'must be "decision" or "consequence"' });
  if (meta['actor'] === undefined) out.push({ field: 'metadata.actor', message: 'missing' });
  else if (typeof meta['actor'] !== 'string')
    out.push({ field: 'metadata.actor', message: 'must be a player name or "engine"' });
  if (meta['hash'] === undefined) out.push({ field: 'metadata.hash', message: 'missing' });
  else if (typeof meta['hash'] !== 'string')
    out.push({ field: 'metadata.hash', message: 'must be a string (hex SHA-256)' });
  for (const key of ['rule', '$correlationId', '$causationId']) {
    if (!optionalString(meta, key))
      out.push({ field: `metadata.${key}`, message: 'must be a string' });
  }
  return out;
}

function eventProblems(
  item: unknown,
  index: number,
  catalog: CardCatalog,
): { field: string; message: string }[] {
  if (!isPlainObject(item))
    return [{ field: '', message: 'must be an object { type, data, metadata }' }];
  const out: { field: string; message: string }[] = [];
  const type = item['type'];
  if (type === undefined) out.push({ field: 'type', message: 'missing' });
  else if (typeof type !== 'string') out.push({ field: 'type', message: 'must be a string' });
  else if (!isKnownEventType(type))
    out.push({ field: 'type', message: `unknown event type "${type}"` });
  else if (type === 'GameStarted' && index > 0)
    out.push({ field: 'type', message: 'GameStarted may only be the first event of a game' });
  if (!('data' in item)) out.push({ field: 'data', message: 'missing' });
  else if (typeof type === 'string' && isKnownEventType(type)) {
    for (const p of dataProblems(type, item['data'], catalog))
      out.push({ field: p.field === '' ? 'data' : `data.${p.field}`, message: p.message });
  }
  out.push(...metadataProblems(item['metadata']));
  const revision = item['revision'];
  if (revision !== undefined && Number(revision) !== index) {
    out.push({
      field: 'revision',
      message: `says ${JSON.stringify(revision)} but the event is at index ${index}: events are missing or out of order`,
    });
  }
  return out;
}

/** The set-up problems of the first event: the engine must accept it as it stands. */
function setupProblems(
  data: Record<string, unknown>,
  catalog: CardCatalog,
): { setup: GameSetup | null; problems: { field: string; message: string }[] } {
  const setup = data['setup'];
  const field = 'data.setup';
  if (!isPlainObject(setup))
    return { setup: null, problems: [{ field, message: 'must be an object' }] };
  const players = setup['players'];
  if (!Array.isArray(players))
    return {
      setup: null,
      problems: [{ field: `${field}.players`, message: 'must be a list of player names' }],
    };
  if (typeof setup['seed'] !== 'number')
    return { setup: null, problems: [{ field: `${field}.seed`, message: 'must be a number' }] };
  // The rest of a set-up is a start position, which refuses keys it does not know.
  const { players: _players, seed: _seed, ...start } = setup;
  let normal: GameSetup;
  try {
    normal = normalizeSetup(players, setup['seed'], start, catalog);
  } catch (err) {
    // A set-up of the wrong shape can trip the normaliser itself: still the input's fault.
    if (!(err instanceof SetupError))
      return {
        setup: null,
        problems: [
          {
            field,
            message: `the engine cannot read this set-up: ${err instanceof Error ? err.message : String(err)}`,
          },
        ],
      };
    const place = err.field.replace(/^start\./, '');
    return {
      setup: null,
      problems: [{ field: `${field}.${place}`, message: err.message.slice(err.field.length + 2) }],
    };
  }
  const change = jsonChanges(normal, setup)[0];
  if (change !== undefined) {
    return {
      setup: null,
      problems: [
        {
          field: `${field}.${change.path}`,
          message: `not a complete set-up: the engine expects ${JSON.stringify(change.from)}, the log has ${JSON.stringify(change.to)}`,
        },
      ],
    };
  }
  return { setup: normal, problems: [] };
}

/**
 * Validates an external log (a JSON text or an already parsed value).
 *
 * @example
 * const { errors } = validateLog('[{"type":"GameStarted"}]', CARD_CATALOG);
 * // errors[0]: { revision: 0, field: '[0].data', message: 'missing' }
 */
export function validateLog(input: unknown, catalog: CardCatalog): ValidatedLog {
  const parsed = parse(input);
  if (parsed.error !== null) return { events: [], errors: [parsed.error], setup: null, raw: null };
  const value = parsed.value;
  if (!Array.isArray(value)) {
    return {
      events: [],
      errors: [
        {
          revision: null,
          field: '$',
          message: 'must be a JSON array of events { type, data, metadata }',
        },
      ],
      setup: null,
      raw: null,
    };
  }
  const list = value as readonly unknown[];
  if (list.length === 0) {
    return {
      events: [],
      errors: [
        { revision: null, field: '$', message: 'the log is empty: a game starts with GameStarted' },
      ],
      setup: null,
      raw: list,
    };
  }
  const errors: AuditError[] = [];
  let more = 0;
  const report = (revision: number, field: string, message: string): void => {
    if (errors.length < MAX_ERRORS)
      errors.push({ revision, field: `[${revision}]${field === '' ? '' : `.${field}`}`, message });
    else more++;
  };
  list.forEach((item, i) => {
    for (const p of eventProblems(item, i, catalog)) report(i, p.field, p.message);
  });
  const first = list[0];
  let setup: GameSetup | null = null;
  if (isPlainObject(first)) {
    if (typeof first['type'] === 'string' && first['type'] !== 'GameStarted') {
      report(0, 'type', `a log must start with GameStarted, not ${first['type']}`);
    } else if (first['type'] === 'GameStarted' && isPlainObject(first['data'])) {
      const checked = setupProblems(first['data'], catalog);
      setup = checked.setup;
      for (const p of checked.problems) report(0, p.field, p.message);
    }
  }
  if (more > 0)
    errors.push({ revision: null, field: '$', message: `${more} more problem(s) not listed` });
  if (errors.length > 0) return { events: [], errors, setup: null, raw: list };
  return { events: list as LogEvent[], errors, setup, raw: list };
}
