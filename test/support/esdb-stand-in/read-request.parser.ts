import { ReadReq } from './proto';
import type { EventFilter } from './event-filter';
import { filterFromRequest } from './event-filter';
import type { UuidFormat } from './read-response.mapper';
import { streamName } from './read-response.mapper';

/** Where a read or subscription starts: the ends of the source, or a revision / commit position. */
export type ReadFrom = 'start' | 'end' | bigint;

/** A `ReadReq` decoded into what the stand-in acts on. */
export interface ReadRequest {
  readonly source:
    | { readonly kind: 'stream'; readonly name: string; readonly from: ReadFrom }
    | { readonly kind: 'all'; readonly from: ReadFrom };
  readonly direction: 'forwards' | 'backwards';
  /** Maximum events for a plain read; `undefined` for a subscription (count option `subscription`). */
  readonly count: bigint | undefined;
  readonly filter: EventFilter | undefined;
  readonly uuidFormat: UuidFormat;
}

export function parseReadRequest(request: ReadReq): ReadRequest {
  const options = request.getOptions() ?? new ReadReq.Options();
  const subscription =
    options.getCountOptionCase() === ReadReq.Options.CountOptionCase.SUBSCRIPTION;
  return {
    source: options.hasAll()
      ? { kind: 'all', from: allFrom(options.getAll()!) }
      : streamSource(options),
    direction:
      options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS
        ? 'backwards'
        : 'forwards',
    count: subscription ? undefined : BigInt(options.getCount() || '0'),
    filter: filterFromRequest(options),
    uuidFormat:
      options.getUuidOption()?.getContentCase() ===
      ReadReq.Options.UUIDOption.ContentCase.STRUCTURED
        ? 'structured'
        : 'string',
  };
}

function streamSource(options: ReadReq.Options): ReadRequest['source'] {
  const stream = options.getStream() ?? new ReadReq.Options.StreamOptions();
  const Case = ReadReq.Options.StreamOptions.RevisionOptionCase;
  const from: ReadFrom = (() => {
    switch (stream.getRevisionOptionCase()) {
      case Case.REVISION:
        return BigInt(stream.getRevision());
      case Case.END:
        return 'end';
      case Case.START:
      case Case.REVISION_OPTION_NOT_SET:
        return 'start';
    }
  })();
  return { kind: 'stream', name: streamName(stream.getStreamIdentifier()), from };
}

function allFrom(all: ReadReq.Options.AllOptions): ReadFrom {
  const Case = ReadReq.Options.AllOptions.AllOptionCase;
  switch (all.getAllOptionCase()) {
    case Case.POSITION:
      return BigInt(all.getPosition()!.getCommitPosition());
    case Case.END:
      return 'end';
    case Case.START:
    case Case.ALL_OPTION_NOT_SET:
      return 'start';
  }
}
