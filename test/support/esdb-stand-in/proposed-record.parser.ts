import type { UUID } from './proto';
import type { ProposedRecord } from './event-log.types';
import { uuidString } from './read-response.mapper';

/** The fields Append and BatchAppend proposed messages share. */
export interface ProposedMessageLike {
  getId(): UUID | undefined;
  getMetadataMap(): { get(key: string): string | undefined };
  getData_asU8(): Uint8Array;
  getCustomMetadata_asU8(): Uint8Array;
  serializeBinary(): Uint8Array;
}

export type ParsedProposal =
  | { readonly ok: true; readonly record: ProposedRecord; readonly size: number }
  | { readonly ok: false; readonly reason: 'missing-metadata' | 'invalid-id' };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Validates one proposed message as the server does: an id, a `type` and a `content-type`. */
export function parseProposal(message: ProposedMessageLike): ParsedProposal {
  const id = uuidString(message.getId());
  if (id === undefined || !UUID_PATTERN.test(id)) return { ok: false, reason: 'invalid-id' };
  const metadata = message.getMetadataMap();
  const type = metadata.get('type');
  const contentType = metadata.get('content-type');
  if (type === undefined || contentType === undefined)
    return { ok: false, reason: 'missing-metadata' };
  return {
    ok: true,
    record: {
      id,
      type,
      contentType,
      data: message.getData_asU8(),
      customMetadata: message.getCustomMetadata_asU8(),
    },
    size: message.serializeBinary().length,
  };
}
