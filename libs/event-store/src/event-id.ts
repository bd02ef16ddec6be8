import { hash, randomUUID } from 'node:crypto';
import { lenientCanonicalJson } from './canonical-json';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** RFC 9562 namespace for URLs, used to derive Arbiter's own namespace. */
export const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/** Namespace of deterministic event ids: `uuidV5('urn:arbiter:event-id', URL_NAMESPACE)`. */
export const EVENT_ID_NAMESPACE = '1c369882-402e-542b-b76b-aefb7214d628';

/**
 * True for any RFC 9562 textual UUID (any version, either case).
 *
 * @example
 * isUuid('2ed6657d-e927-568b-95e1-2665a8aea6a2'); // true
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

const NAMESPACE_BYTES = new Map<string, Buffer>();

/** A namespace UUID's 16 bytes (checked, then kept: there are only a few namespaces). */
function namespaceBytes(namespace: string): Buffer {
  let bytes = NAMESPACE_BYTES.get(namespace);
  if (bytes === undefined) {
    const given: string = namespace;
    if (!isUuid(namespace)) throw new TypeError(`Not a UUID namespace: ${given}`);
    bytes = Buffer.from(namespace.replaceAll('-', ''), 'hex');
    if (NAMESPACE_BYTES.size < 16) NAMESPACE_BYTES.set(namespace, bytes);
  }
  return bytes;
}

/** A hex digit with its two high bits set to 10: the first digit of a UUID's variant byte. */
const VARIANT_DIGIT = '89ab89ab89ab89ab';

/**
 * Name-based UUID, version 5 (SHA-1), laid out as RFC 4122 / RFC 9562 section 5.5 says:
 * the first 16 bytes of SHA-1(namespace bytes ‖ UTF-8 name), version nibble 5, variant 10.
 *
 * @example
 * uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8');
 * // '2ed6657d-e927-568b-95e1-2665a8aea6a2'
 */
export function uuidV5(name: string, namespace: string): string {
  // One-shot hashing (crypto.hash) straight to hex, and the version and variant set in the text:
  // appends derive an id per event, and Hash objects and byte twiddling showed up in their profile.
  const ns = namespaceBytes(namespace);
  const input = Buffer.allocUnsafe(16 + Buffer.byteLength(name, 'utf8'));
  ns.copy(input, 0);
  input.write(name, 16, 'utf8');
  const hex = hash('sha1', input, 'hex');
  // Byte 6's high nibble becomes 5 (the version); byte 8's two high bits become 10 (the variant).
  const variant = VARIANT_DIGIT[Number.parseInt(hex.charAt(16), 16)] ?? '8';
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A deterministic event id for callers that retry: the same stream, target revision and content
 * always give the same id, so a retried append is recognised as idempotent instead of writing
 * twice. `content` is any JSON value (typically `{ type, data }`), hashed in canonical form.
 *
 * @example
 * const id = deterministicEventId('game-42', 7n, { type: 'CardsDrawn', data: { player: 'alice' } });
 * await store.appendToStream('game-42', [{ id, type: 'CardsDrawn', data }], { expectedRevision: 6n });
 */
export function deterministicEventId(streamId: string, revision: bigint, content: unknown): string {
  const canonical = lenientCanonicalJson(content);
  if (canonical === undefined) throw new TypeError('Event id content must be JSON');
  const contentHash = hash('sha256', canonical, 'hex');
  return uuidV5(`${streamId}\n${revision.toString()}\n${contentHash}`, EVENT_ID_NAMESPACE);
}

/**
 * A fresh random (version 4) event id.
 *
 * @example
 * const id = newEventId();
 */
export function newEventId(): string {
  return randomUUID();
}
