import { InvalidAppendError } from './event-store.errors';
import type { AppendOptions, EventData, ExpectedRevision } from './event-store.types';
import { strictCanonicalJson } from './canonical-json';
import { canonicalEventFromParts, chainHash } from './event-hash';
import { isUuid, newEventId } from './event-id';
import { findNonJson, isPlainObject } from './json-value.validation';

/** Highest stream revision (EventStoreDB stores revisions as signed 64-bit integers). */
export const MAX_REVISION = 2n ** 63n - 1n;

/**
 * An event checked and serialised, ready to be hashed and written. Everything an adapter needs
 * is computed here, outside its write transaction; only the chain hash waits for the stream's
 * last stored hash.
 */
export interface PreparedEvent {
  /** Lowercase UUID. */
  readonly id: string;
  readonly type: string;
  /** Canonical (JCS) JSON of `data`: what adapters store. */
  readonly dataJson: string;
  /** Canonical JSON of the metadata, defaults filled, without `hash`. */
  readonly metadataJson: string;
}

/** A validated append. */
export interface PreparedAppend {
  readonly streamId: string;
  readonly expectedRevision: ExpectedRevision;
  readonly events: readonly PreparedEvent[];
}

function fail(streamId: string, reason: InvalidAppendError['reason'], detail: string): never {
  throw new InvalidAppendError(streamId, reason, detail);
}

function checkExpectedRevision(
  streamId: string,
  expected: unknown,
  count: number,
): ExpectedRevision {
  if (expected === 'any' || expected === 'no_stream' || expected === 'stream_exists')
    return expected;
  if (typeof expected !== 'bigint') {
    return fail(
      streamId,
      'invalid_revision',
      `expected revision ${String(expected)} is not a bigint`,
    );
  }
  if (expected < 0n || expected + BigInt(count) > MAX_REVISION) {
    return fail(
      streamId,
      'invalid_revision',
      `expected revision ${expected.toString()} is out of range`,
    );
  }
  return expected;
}

function optionalId(streamId: string, value: unknown, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') {
    return fail(streamId, 'non_json_metadata', `${what} must be a non-empty string`);
  }
  return value;
}

/**
 * The caller's metadata with the reserved keys settled: `$correlationId` and `$causationId`
 * kept when given (strings) or defaulted, `hash` dropped (adapters compute it). Whether the rest
 * is strict JSON is checked as it is serialised; `null` when `input` is no plain object, or its
 * `hash` is no JSON (refused like any other key's value, though it is dropped).
 */
function completeMetadata(
  streamId: string,
  input: EventData['metadata'],
  batchCorrelation: string,
  causation: string | undefined,
): Record<string, unknown> | null {
  const metadata: Record<string, unknown> = {};
  let ownCorrelation: string | undefined;
  let ownCausation: string | undefined;
  if (input !== undefined) {
    if (!isPlainObject(input)) return null;
    for (const key of Object.keys(input)) {
      if (key === 'hash') {
        if (findNonJson(input[key]) !== null) return null;
      } else if (key === '$correlationId') ownCorrelation = optionalId(streamId, input[key], key);
      else if (key === '$causationId') ownCausation = optionalId(streamId, input[key], key);
      else if (key === '__proto__')
        // JSON.parse makes "__proto__" an own key; assigned, it would set the prototype instead.
        Object.defineProperty(metadata, key, {
          value: input[key],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else metadata[key] = input[key];
    }
  }
  const eventCorrelation = ownCorrelation ?? batchCorrelation;
  metadata['$correlationId'] = eventCorrelation;
  metadata['$causationId'] = ownCausation ?? causation ?? eventCorrelation;
  return metadata;
}

/** Why an event's metadata is refused: its first non-JSON part, in the caller's terms. */
function metadataProblem(input: unknown, completed: Record<string, unknown> | null): string {
  if (input !== undefined) {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return 'metadata is not an object';
    const own = findNonJson(input, 'metadata');
    if (own !== null) return own;
  }
  // Only what was added can be at fault: a correlation or causation id from the options.
  return (completed === null ? null : findNonJson(completed, 'metadata')) ?? 'metadata is not JSON';
}

/**
 * Validates an append and serialises its events. Bad input throws `InvalidAppendError` before
 * anything is written. Fills `$correlationId` (default: the batch's first event id) and
 * `$causationId` (default: the event's `$correlationId`); drops any caller-supplied `hash`.
 *
 * @example
 * const { events } = prepareAppend('game-1', [{ type: 'GameStarted', data: {} }], {});
 * events[0].dataJson; // '{}'
 */
export function prepareAppend(
  streamId: string,
  events: readonly EventData[],
  options: AppendOptions = {},
  generateId: () => string = newEventId,
): PreparedAppend {
  // The checks below guard against untyped callers (JSON bodies, JavaScript), hence `unknown`.
  const name: unknown = streamId;
  if (typeof name !== 'string' || name === '') fail(String(name), 'invalid_stream_name', 'empty');
  if (streamId.startsWith('$'))
    fail(streamId, 'invalid_stream_name', 'names starting with $ are reserved');
  const list: unknown = events;
  if (!Array.isArray(list) || list.length === 0) fail(streamId, 'empty_event_list', 'no events');
  const expectedRevision = checkExpectedRevision(
    streamId,
    options.expectedRevision ?? 'any',
    events.length,
  );
  const correlation = optionalId(streamId, options.correlationId, 'correlationId');
  const causation = optionalId(streamId, options.causationId, 'causationId');

  // One pass per event, building objects key by key: this runs for every event written, and
  // spreads, `delete` and closures here showed up as most of an append's cost.
  const count = events.length;
  const seen = new Set<string>();
  const ids: string[] = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const given: unknown = events[i]?.id;
    if (given === undefined) {
      // A fresh random id is well-formed and unique: no checks to pay for.
      ids[i] = generateId();
      continue;
    }
    if (!isUuid(given))
      fail(
        streamId,
        'invalid_event_id',
        `event ${i} id ${typeof given === 'string' ? given : typeof given} is not a UUID`,
      );
    const lower = given.toLowerCase();
    if (seen.has(lower)) fail(streamId, 'duplicate_event_id', `event id ${lower} appears twice`);
    seen.add(lower);
    ids[i] = lower;
  }
  const batchCorrelation = correlation ?? ids[0] ?? '';

  const prepared: PreparedEvent[] = new Array<PreparedEvent>(count);
  for (let i = 0; i < count; i++) {
    const event = events[i] as EventData;
    const type: unknown = event.type;
    if (typeof type !== 'string' || type === '' || type.startsWith('$')) {
      fail(
        streamId,
        'invalid_event_type',
        `event ${i} type must be non-empty and not start with $`,
      );
    }
    // The check for strict JSON comes with the serialisation; the reason is looked for only
    // when there is one.
    const dataJson = strictCanonicalJson(event.data);
    if (dataJson === undefined)
      fail(
        streamId,
        'non_json_data',
        `event ${i}: ${findNonJson(event.data, 'data') ?? 'data is not JSON'}`,
      );
    const given: unknown = event.metadata;
    const metadata =
      given === undefined || (typeof given === 'object' && given !== null && !Array.isArray(given))
        ? completeMetadata(streamId, event.metadata, batchCorrelation, causation)
        : null;
    const metadataJson = metadata === null ? undefined : strictCanonicalJson(metadata);
    if (metadataJson === undefined)
      fail(streamId, 'non_json_metadata', `event ${i}: ${metadataProblem(given, metadata)}`);
    prepared[i] = {
      id: ids[i] ?? '',
      type,
      dataJson,
      metadataJson,
    };
  }
  return { streamId, expectedRevision, events: prepared };
}

/**
 * Chains prepared events to a stream's last hash; returns one hash per event, in order.
 *
 * @example
 * const hashes = chainHashes(lastStoredHash ?? '', prepared.events);
 */
export function chainHashes(previousHash: string, events: readonly PreparedEvent[]): string[] {
  const hashes: string[] = [];
  let previous = previousHash;
  for (const event of events) {
    previous = chainPrepared(previous, event);
    hashes.push(previous);
  }
  return hashes;
}

/**
 * The hash of a prepared event chained to `previousHash`: SHA-256 of the previous hash and the
 * canonical JSON of `{ type, data, metadata }` (no hash), put together from the prepared parts
 * (docs/log-format.md, "The hash chain").
 *
 * @example
 * const hash = chainPrepared(lastStoredHash ?? '', prepared.events[0]);
 */
export function chainPrepared(previousHash: string, event: PreparedEvent): string {
  return chainHash(
    previousHash,
    canonicalEventFromParts(event.dataJson, event.metadataJson, event.type),
  );
}

/**
 * The stored metadata JSON: the prepared metadata with `hash` added, without re-serialising.
 *
 * @example
 * metadataJsonWithHash('{"actor":"alice"}', 'ab12'); // '{"actor":"alice","hash":"ab12"}'
 */
export function metadataJsonWithHash(metadataJson: string, hash: string): string {
  const head = metadataJson.slice(0, -1);
  return `${head}${head.length > 1 ? ',' : ''}"hash":"${hash}"}`;
}
