import type { ExpectedRevision, ProposedRecord, StoredRecord } from './event-log.types';

/** What to do with an append, decided from the stream's current records alone. */
export type AppendDecision =
  | { readonly kind: 'write' }
  | { readonly kind: 'idempotent'; readonly last: StoredRecord | undefined }
  | { readonly kind: 'conflict' };

/**
 * EventStoreDB's optimistic concurrency and idempotence rules, as documented in "Optimistic
 * concurrency and idempotence":
 *
 * - exact revision E (and `no_stream`, which is E = -1) against current revision C:
 *   E = C writes; E > C conflicts; E < C compares the event ids at E+1, E+2, ... with the
 *   proposed ones: all already there → success without writing, none or some → conflict.
 * - `stream_exists` conflicts on a missing stream and otherwise behaves like `any`.
 * - `any` never conflicts on revision; its idempotence is best effort on the server (a cache of
 *   recent ids). Here it is exact: if the first proposed id is in the stream and the following
 *   records carry the rest of the batch → success without writing; a batch that is only partly
 *   there → conflict (the server reports that as WrongExpectedVersion too).
 */
export function decideAppend(
  records: readonly StoredRecord[],
  revisionOfId: ReadonlyMap<string, bigint>,
  expected: ExpectedRevision,
  proposed: readonly ProposedRecord[],
): AppendDecision {
  const current = BigInt(records.length) - 1n;
  switch (expected.kind) {
    case 'revision':
      return decideExact(records, expected.revision, current, proposed);
    case 'no_stream':
      return decideExact(records, -1n, current, proposed);
    case 'stream_exists':
      return current < 0n ? { kind: 'conflict' } : decideAny(records, revisionOfId, proposed);
    case 'any':
      return decideAny(records, revisionOfId, proposed);
  }
}

function decideExact(
  records: readonly StoredRecord[],
  expected: bigint,
  current: bigint,
  proposed: readonly ProposedRecord[],
): AppendDecision {
  if (expected === current) return { kind: 'write' };
  if (expected > current) return { kind: 'conflict' };
  return matchesFrom(records, expected + 1n, proposed);
}

function decideAny(
  records: readonly StoredRecord[],
  revisionOfId: ReadonlyMap<string, bigint>,
  proposed: readonly ProposedRecord[],
): AppendDecision {
  const first = proposed[0];
  if (first === undefined) return { kind: 'write' };
  const start = revisionOfId.get(first.id);
  if (start === undefined) {
    return proposed.some((p) => revisionOfId.has(p.id)) ? { kind: 'conflict' } : { kind: 'write' };
  }
  return matchesFrom(records, start, proposed);
}

/** All proposed ids sit at consecutive revisions from `start` → idempotent; otherwise a conflict. */
function matchesFrom(
  records: readonly StoredRecord[],
  start: bigint,
  proposed: readonly ProposedRecord[],
): AppendDecision {
  if (proposed.length === 0) return { kind: 'conflict' };
  let last: StoredRecord | undefined;
  for (const [offset, candidate] of proposed.entries()) {
    const stored = records[Number(start) + offset];
    if (stored?.id !== candidate.id) return { kind: 'conflict' };
    last = stored;
  }
  return { kind: 'idempotent', last };
}
