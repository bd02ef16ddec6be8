import { START } from '@eventstore/db-client';
import type { Position, ReadPosition } from '@eventstore/db-client';

/**
 * Positions in `$all`. EventStoreDB names a record by two byte offsets in its transaction log,
 * `commit` and `prepare`; they differ only for events written in explicit transactions (a legacy
 * TCP-client feature Arbiter never uses), so for every event this adapter can meet
 * `commit === prepare`, and the commit position alone identifies it and orders `$all`.
 *
 * The port's global position is therefore the commit position, unchanged: strictly increasing,
 * not contiguous (it grows by each record's size), and never 0 on a real server (system records
 * come first). Going back, a port position `p` becomes `{ commit: p, prepare: p }`.
 */
export function portPosition(position: Position): bigint {
  return position.commit;
}

/** The client's position for a port position. */
export function esdbPosition(position: bigint): Position {
  return { commit: position, prepare: position };
}

/**
 * Where a `$all` read starts: position 0 (the port's "start") maps to the client's `START`,
 * which also covers servers whose first record is not at 0.
 */
export function esdbReadPosition(from: bigint): ReadPosition {
  return from === 0n ? START : esdbPosition(from);
}
