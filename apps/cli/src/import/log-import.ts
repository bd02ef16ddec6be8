/**
 * Importing one external log (docs/log-format.md) into the store: validated and audited first, then
 * stored as a new game stream `game-<id from GameStarted>` in one append at `no_stream` (all or
 * nothing), or rejected with its reason. Only a `consistent` log is stored: an invalid, tampered
 * or divergent one is never half-imported, and a game already in the store is left as it is.
 *
 * @example
 * const outcome = await importLog(store, readFileSync('game.json', 'utf8'));
 * if (outcome.status === 'rejected') console.error(outcome.reason, outcome.detail);
 */
import { playableCards } from '@arbiter/platform';
import { deterministicEventId, InvalidAppendError, StreamNotFoundError, WrongExpectedVersionError, type EventData, type EventStore } from '@arbiter/event-store';
import { gameStream } from '@arbiter/game-log';
import { auditLog, type AuditReport } from '@arbiter/replay';

export type RejectionReason = 'invalid' | 'tampered' | 'divergent' | 'already present';

export type ImportOutcome =
  | { readonly status: 'imported'; readonly gameId: string; readonly events: number }
  | { readonly status: 'rejected'; readonly gameId: string | null; readonly events: number; readonly reason: RejectionReason; readonly detail: string };

/** The first finding of a report that is not `consistent`, in a line. */
export function firstFinding(report: AuditReport): string {
  const error = report.errors[0];
  if (error !== undefined) return `${error.revision === null ? '' : `event ${error.revision}: `}${error.field}: ${error.message}`;
  if (!report.hashChain.ok) {
    return report.hashChain.firstBrokenRevision === null
      ? 'the hash chain could not be checked'
      : `the hash chain breaks at revision ${report.hashChain.firstBrokenRevision}: the event was changed after it was recorded`;
  }
  const d = report.divergences[0];
  if (d !== undefined) return `revision ${d.revision}: ${d.explain}${d.rules.length > 0 ? ` [${d.rules.join(', ')}]` : ''}`;
  return report.verdict;
}

async function streamExists(store: EventStore, stream: string): Promise<boolean> {
  try {
    for await (const newest of store.readStream(stream, { direction: 'backwards', fromRevision: 'end', maxCount: 1 })) return newest.revision >= 0n;
    return false;
  } catch (err) {
    if (err instanceof StreamNotFoundError) return false;
    throw err;
  }
}

/** The log's events as the store takes them: the ids the game service would have given them, `hash` left to the store. */
function toAppend(stream: string, log: readonly { type: string; data: unknown; metadata: Record<string, unknown> }[]): EventData[] {
  return log.map((e, revision) => {
    const metadata = { ...e.metadata };
    delete metadata['hash'];
    const commandId = typeof metadata['commandId'] === 'string' ? metadata['commandId'] : null;
    return { id: deterministicEventId(stream, BigInt(revision), { type: e.type, data: e.data, commandId }), type: e.type, data: e.data, metadata };
  });
}

/**
 * Imports one log given as JSON text (or already parsed). A text that does not parse is
 * `invalid` (and said to be truncated when it stops short).
 */
export async function importLog(store: EventStore, input: unknown): Promise<ImportOutcome> {
  let parsed = input;
  if (typeof input === 'string') {
    try {
      parsed = JSON.parse(input);
    } catch {
      parsed = input; // the audit names the problem (not JSON, or truncated)
    }
  }
  const report = auditLog(parsed, playableCards().catalog);
  const gameId = report.gameId;
  if (report.verdict !== 'consistent') {
    return { status: 'rejected', gameId, events: report.eventCount, reason: report.verdict, detail: firstFinding(report) };
  }
  if (gameId === null) return { status: 'rejected', gameId, events: report.eventCount, reason: 'invalid', detail: 'no game id in GameStarted' };
  const stream = gameStream(gameId);
  const rejectPresent = (): ImportOutcome => ({
    status: 'rejected', gameId, events: report.eventCount, reason: 'already present', detail: `the store already holds ${stream}`,
  });
  // Checked first: an identical earlier import would otherwise be answered as an idempotent repeat.
  if (await streamExists(store, stream)) return rejectPresent();
  const log = parsed as { type: string; data: unknown; metadata: Record<string, unknown> }[];
  try {
    await store.appendToStream(stream, toAppend(stream, log), { expectedRevision: 'no_stream' });
  } catch (err) {
    if (err instanceof WrongExpectedVersionError) return rejectPresent();
    if (err instanceof InvalidAppendError) return { status: 'rejected', gameId, events: log.length, reason: 'invalid', detail: err.message };
    throw err;
  }
  return { status: 'imported', gameId, events: log.length };
}
