import { hash } from 'node:crypto';
import { lenientCanonicalJson } from './canonical-json';
import { CorruptEventError } from './event-store.errors';
import type { EventStore } from './event-store.port';

/**
 * The hash chain (docs/log-format.md): each event's `metadata.hash` is the lowercase hex SHA-256
 * of the previous event's hash ('' for a stream's first event) followed directly by the RFC 8785
 * (JCS) canonical JSON of `{ type, data, metadata }` with `metadata.hash` left out.
 */

/** The "previous hash" of a stream's first event. */
export const GENESIS_HASH = '';

/** The part of an event the hash covers; `metadata.hash`, if present, is ignored. */
export interface HashableEvent {
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: Readonly<Record<string, unknown>> | null;
}

/**
 * JCS of one JSON value, throwing on values JCS cannot represent. Lenient as JSON.stringify is
 * (`undefined` properties left out, `toJSON` honoured), for events read back or uploaded;
 * appends check for strict JSON first (`prepareAppend`).
 *
 * @example
 * canonicalJson({ b: 1, a: 2 }); // '{"a":2,"b":1}'
 */
export function canonicalJson(value: unknown): string {
  const text = lenientCanonicalJson(value);
  if (text === undefined) throw new TypeError('Value has no JSON representation');
  return text;
}

/**
 * Assembles the canonical JSON of `{ type, data, metadata }` from its already-canonical parts.
 * JCS sorts keys by UTF-16 code units, and "data" < "metadata" < "type", so this equals
 * `canonicalJson({ type, data, metadata })` while letting adapters store the data's canonical
 * form without serialising it twice.
 *
 * @example
 * canonicalEventFromParts('{"n":1}', '{}', 'Drawn'); // '{"data":{"n":1},"metadata":{},"type":"Drawn"}'
 */
export function canonicalEventFromParts(
  canonicalData: string,
  canonicalMetadataWithoutHash: string,
  type: string,
): string {
  return `{"data":${canonicalData},"metadata":${canonicalMetadataWithoutHash},"type":${JSON.stringify(type)}}`;
}

/** `metadata` without its `hash` key (a new object; the input is not changed). */
export function metadataWithoutHash(
  metadata: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...(metadata ?? {}) };
  delete rest['hash'];
  return rest;
}

/**
 * RFC 8785 canonical JSON of `{ type, data, metadata }` with `metadata.hash` left out.
 *
 * @example
 * canonicalEventJson({ type: 'Drawn', data: { n: 1 }, metadata: { hash: 'ab', actor: 'alice' } });
 * // '{"data":{"n":1},"metadata":{"actor":"alice"},"type":"Drawn"}'
 */
export function canonicalEventJson(event: HashableEvent): string {
  return canonicalEventFromParts(
    canonicalJson(event.data),
    canonicalJson(metadataWithoutHash(event.metadata)),
    event.type,
  );
}

/**
 * SHA-256 (lowercase hex) of `previousHash` followed by an event's canonical JSON.
 *
 * @example
 * const hash = chainHash(previousHash, canonicalEventJson(event));
 */
export function chainHash(previousHash: string, canonicalEvent: string): string {
  // One-shot hashing: about twice as fast per event as createHash(), and appends pay it per event.
  return hash('sha256', previousHash + canonicalEvent, 'hex');
}

/**
 * The hash an event must carry, given the previous event's hash ('' for the first).
 *
 * @example
 * computeEventHash('', { type: 'GameStarted', data: {}, metadata: {} });
 */
export function computeEventHash(previousHash: string, event: HashableEvent): string {
  return chainHash(previousHash, canonicalEventJson(event));
}

/** Outcome of a chain check. */
export interface ChainVerification {
  readonly ok: boolean;
  /** Revision of the first event whose hash does not match, `null` when the chain is whole. */
  readonly firstBrokenRevision: bigint | null;
}

/** An event being verified; `revision` defaults to its index (as in an exported log). */
export interface VerifiableEvent extends HashableEvent {
  readonly revision?: bigint | number;
}

interface ChainStep {
  previousHash: string;
  index: bigint;
}

/** Checks one event; returns its revision when broken, `null` when it is sound. */
function verifyStep(step: ChainStep, event: VerifiableEvent): bigint | null {
  const revision = event.revision === undefined ? step.index : BigInt(event.revision);
  step.index++;
  const recorded = event.metadata?.['hash'];
  let expected: string;
  try {
    expected = computeEventHash(step.previousHash, event);
  } catch {
    return revision;
  }
  if (recorded !== expected) return revision;
  step.previousHash = expected;
  return null;
}

/**
 * Verifies the hash chain of a stream's events in order (e.g. an exported log).
 *
 * @example
 * const { ok, firstBrokenRevision } = verifyChain(JSON.parse(exportedLog) as VerifiableEvent[]);
 */
export function verifyChain(events: Iterable<VerifiableEvent>): ChainVerification {
  const step: ChainStep = { previousHash: GENESIS_HASH, index: 0n };
  for (const event of events) {
    const broken = verifyStep(step, event);
    if (broken !== null) return { ok: false, firstBrokenRevision: broken };
  }
  return { ok: true, firstBrokenRevision: null };
}

/**
 * Verifies a stored stream's hash chain, reading it lazily.
 *
 * @throws StreamNotFoundError when the stream does not exist.
 * @example
 * const report = await verifyStream(store, 'game-42');
 * if (!report.ok) console.log(`tampered from revision ${report.firstBrokenRevision}`);
 */
export async function verifyStream(
  store: EventStore,
  streamId: string,
): Promise<ChainVerification> {
  const step: ChainStep = { previousHash: GENESIS_HASH, index: 0n };
  try {
    for await (const event of store.readStream(streamId)) {
      const broken = verifyStep(step, event);
      if (broken !== null) return { ok: false, firstBrokenRevision: broken };
    }
  } catch (error: unknown) {
    // An event damaged beyond decoding breaks the chain where it stands.
    if (error instanceof CorruptEventError && error.streamId === streamId) {
      return { ok: false, firstBrokenRevision: error.revision };
    }
    throw error;
  }
  return { ok: true, firstBrokenRevision: null };
}
