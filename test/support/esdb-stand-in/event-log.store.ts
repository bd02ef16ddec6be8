import { decideAppend } from './append-decision';
import type {
  AppendOutcome,
  ExpectedRevision,
  ProposedRecord,
  StoredRecord,
} from './event-log.types';

interface StreamState {
  readonly records: StoredRecord[];
  readonly revisionOfId: Map<string, bigint>;
}

/**
 * The stand-in's whole database: an in-memory transaction log (`$all`) and an index per stream.
 * Appends are synchronous, so an append is atomic with respect to every reader and subscription
 * (JavaScript runs one of them at a time).
 *
 * Positions imitate the byte offsets of a real log: each record advances the position by its
 * encoded size, so positions are increasing but never dense, and clients cannot get away with
 * treating them as counters.
 */
export class EventLog {
  private readonly all: StoredRecord[] = [];
  private readonly streams = new Map<string, StreamState>();
  private nextPosition: bigint;
  private waiters: (() => void)[] = [];

  constructor(
    firstPosition: bigint,
    private readonly now: () => Date,
  ) {
    this.nextPosition = firstPosition;
  }

  /** Every record in commit order. Readers index into it; it only ever grows. */
  get records(): readonly StoredRecord[] {
    return this.all;
  }

  /** The position the next written record will get (the end of the log). */
  get endPosition(): bigint {
    return this.nextPosition;
  }

  /** The records of one stream, in revision order (empty when the stream does not exist). */
  stream(name: string): readonly StoredRecord[] {
    return this.streams.get(name)?.records ?? [];
  }

  /** Index in {@link records} of the first record at or after `position`. */
  indexAtOrAfter(position: bigint): number {
    let low = 0;
    let high = this.all.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.all[mid]!.position < position) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Appends with EventStoreDB's concurrency and idempotence rules; all events or none. */
  append(
    streamName: string,
    expected: ExpectedRevision,
    proposed: readonly ProposedRecord[],
  ): AppendOutcome {
    const state = this.streams.get(streamName);
    const records = state?.records ?? [];
    const current = records.length === 0 ? undefined : BigInt(records.length - 1);
    const decision = decideAppend(records, state?.revisionOfId ?? new Map(), expected, proposed);
    switch (decision.kind) {
      case 'conflict':
        return { kind: 'wrong_expected_version', currentRevision: current, expected };
      case 'idempotent':
        return {
          kind: 'success',
          currentRevision: decision.last?.revision,
          position: decision.last?.position,
          idempotent: true,
        };
      case 'write':
        return this.write(streamName, proposed, current);
    }
  }

  /** Resolves on the next append (or on {@link wakeAll}); used by live subscriptions. */
  nextAppend(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Releases every pending {@link nextAppend}, e.g. when the server stops. */
  wakeAll(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private write(
    streamName: string,
    proposed: readonly ProposedRecord[],
    current: bigint | undefined,
  ): AppendOutcome {
    if (proposed.length === 0) {
      return { kind: 'success', currentRevision: current, position: undefined, idempotent: false };
    }
    const state = this.streamState(streamName);
    const createdTicks = BigInt(this.now().getTime()) * 10_000n;
    let last: StoredRecord | undefined;
    for (const event of proposed) {
      last = {
        streamName,
        revision: BigInt(state.records.length),
        id: event.id,
        type: event.type,
        contentType: event.contentType,
        data: event.data,
        customMetadata: event.customMetadata,
        position: this.nextPosition,
        createdTicks,
      };
      state.records.push(last);
      state.revisionOfId.set(last.id, last.revision);
      this.all.push(last);
      this.nextPosition += recordSize(last);
    }
    this.wakeAll();
    return {
      kind: 'success',
      currentRevision: last?.revision,
      position: last?.position,
      idempotent: false,
    };
  }

  private streamState(name: string): StreamState {
    let state = this.streams.get(name);
    if (state === undefined) {
      state = { records: [], revisionOfId: new Map() };
      this.streams.set(name, state);
    }
    return state;
  }
}

/** A rough on-disk size: a fixed header plus the variable parts, like a log record. */
function recordSize(record: StoredRecord): bigint {
  const header = 88;
  return BigInt(
    header +
      Buffer.byteLength(record.streamName) +
      Buffer.byteLength(record.type) +
      record.data.length +
      record.customMetadata.length,
  );
}
