/**
 * What the stand-in stores: one record per event, in the shape EventStoreDB reports it back.
 * Positions are the `$all` commit position; this stand-in never writes explicit transactions, so
 * the prepare position always equals the commit position (as on a real server without them).
 */
export interface StoredRecord {
  readonly streamName: string;
  readonly revision: bigint;
  /** Lower-case UUID string. */
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Uint8Array;
  readonly customMetadata: Uint8Array;
  readonly position: bigint;
  /** .NET ticks (100 ns) since the Unix epoch, as the server sends `created`. */
  readonly createdTicks: bigint;
}

/** An event as a client proposes it in an append. */
export interface ProposedRecord {
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Uint8Array;
  readonly customMetadata: Uint8Array;
}

/** The four expectations EventStoreDB accepts on an append. */
export type ExpectedRevision =
  | { readonly kind: 'any' }
  | { readonly kind: 'no_stream' }
  | { readonly kind: 'stream_exists' }
  | { readonly kind: 'revision'; readonly revision: bigint };

/** The answer to an append, before it is put on the wire (Append and BatchAppend word it differently). */
export type AppendOutcome =
  | {
      readonly kind: 'success';
      /** Revision of the last event of the batch; `undefined` when an empty append hit a missing stream. */
      readonly currentRevision: bigint | undefined;
      /** Position of the last event of the batch; `undefined` when nothing was (or had been) written. */
      readonly position: bigint | undefined;
      /** True when the events were already there (idempotent retry) and nothing was written. */
      readonly idempotent: boolean;
    }
  | {
      readonly kind: 'wrong_expected_version';
      /** Current revision of the stream, or `undefined` when it does not exist. */
      readonly currentRevision: bigint | undefined;
      readonly expected: ExpectedRevision;
    };
