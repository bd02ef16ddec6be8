import { ReadResp, StreamIdentifier, UUID } from './proto';
import type { StoredRecord } from './event-log.types';

/** How the client asked to see event ids (`ReadReq.Options.UUIDOption`). */
export type UuidFormat = 'string' | 'structured';

/** A stored record as the `event` of a `ReadResp`, the way the server fills it. */
export function eventResponse(record: StoredRecord, uuidFormat: UuidFormat): ReadResp {
  const recorded = new ReadResp.ReadEvent.RecordedEvent();
  recorded.setId(uuidMessage(record.id, uuidFormat));
  recorded.setStreamIdentifier(streamIdentifier(record.streamName));
  recorded.setStreamRevision(record.revision.toString());
  recorded.setPreparePosition(record.position.toString());
  recorded.setCommitPosition(record.position.toString());
  const metadata = recorded.getMetadataMap();
  metadata.set('type', record.type);
  metadata.set('content-type', record.contentType);
  metadata.set('created', record.createdTicks.toString());
  recorded.setCustomMetadata(record.customMetadata);
  recorded.setData(record.data);

  const event = new ReadResp.ReadEvent();
  event.setEvent(recorded);
  event.setCommitPosition(record.position.toString());
  const response = new ReadResp();
  response.setEvent(event);
  return response;
}

/** `StreamIdentifier` carries the name as UTF-8 bytes. */
export function streamIdentifier(name: string): StreamIdentifier {
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Uint8Array.from(Buffer.from(name, 'utf8')));
  return identifier;
}

export function streamName(identifier: StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.getStreamName_asU8() ?? new Uint8Array()).toString('utf8');
}

/** Encodes a UUID the way the client asked: as a string, or as two signed 64-bit halves. */
export function uuidMessage(id: string, format: UuidFormat = 'string'): UUID {
  const uuid = new UUID();
  if (format === 'string') {
    uuid.setString(id);
    return uuid;
  }
  const bytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  const structured = new UUID.Structured();
  structured.setMostSignificantBits(bytes.readBigInt64BE(0).toString());
  structured.setLeastSignificantBits(bytes.readBigInt64BE(8).toString());
  uuid.setStructured(structured);
  return uuid;
}

/** Reads a UUID in either encoding back to its lower-case string form. */
export function uuidString(uuid: UUID | undefined): string | undefined {
  if (uuid === undefined) return undefined;
  if (uuid.hasStructured()) {
    const structured = uuid.getStructured()!;
    const bytes = Buffer.alloc(16);
    bytes.writeBigInt64BE(BigInt(structured.getMostSignificantBits()), 0);
    bytes.writeBigInt64BE(BigInt(structured.getLeastSignificantBits()), 8);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  return uuid.getString().toLowerCase();
}
