/**
 * Audited replay (docs/log-format.md): validate an external log, verify its hash chain, then re-run every
 * decision through the engine from the game's start and compare what the rules derive with what
 * the log records, event by event. After a difference the replay keeps following the recorded
 * events, so each later divergence is reported where it happens rather than as fallout.
 */
import { verifyChain } from '@arbiter/event-store';
import { CR_VERSION, type CardCatalog } from '@arbiter/rules';
import type { AuditOptions, AuditReport, AuditVerdict } from './audit-report.types';
import { replayLog } from './audit-replay';
import { isPlainObject } from './event-schema';
import { validateLog } from './log-validation';

function checkChain(raw: readonly unknown[] | null): AuditReport['hashChain'] {
  if (raw === null || !raw.every(isPlainObject)) return { ok: false, firstBrokenRevision: null };
  const events = raw.map((e) => ({
    type: typeof e['type'] === 'string' ? e['type'] : '',
    data: e['data'],
    metadata: isPlainObject(e['metadata']) ? e['metadata'] : null,
  }));
  const result = verifyChain(events);
  return {
    ok: result.ok,
    firstBrokenRevision:
      result.firstBrokenRevision === null ? null : Number(result.firstBrokenRevision),
  };
}

function verdictOf(errors: number, chainOk: boolean, divergences: number): AuditVerdict {
  if (errors > 0) return 'invalid';
  if (!chainOk) return 'tampered';
  return divergences > 0 ? 'divergent' : 'consistent';
}

/**
 * Audits an external log: a JSON text, or the parsed array of `{ type, data, metadata }` events in
 * stream order (each event's revision is its index).
 *
 * @example
 * const report = auditLog(await readFile('game.json', 'utf8'), CARD_CATALOG, { checkedAt: new Date().toISOString() });
 * if (report.verdict !== 'consistent') console.log(report.divergences.map((d) => d.revision));
 */
export function auditLog(
  input: unknown,
  catalog: CardCatalog,
  options: AuditOptions = {},
): AuditReport {
  const validated = validateLog(input, catalog);
  const hashChain = checkChain(validated.raw);
  const first = validated.events[0];
  const started = first?.type === 'GameStarted' ? first.data : null;
  const base = {
    crVersion: CR_VERSION,
    hashChain,
    gameId: started?.gameId ?? null,
    players: validated.setup?.players ?? [],
    eventCount: validated.raw?.length ?? 0,
    checkedAt: options.checkedAt ?? null,
  };
  if (validated.errors.length > 0 || validated.setup === null) {
    return {
      ...base,
      verdict: 'invalid',
      eventsChecked: 0,
      divergences: [],
      errors: validated.errors,
    };
  }
  const outcome = replayLog(validated.events, validated.setup, catalog);
  return {
    ...base,
    verdict: verdictOf(outcome.errors.length, hashChain.ok, outcome.divergences.length),
    eventsChecked: outcome.checked,
    divergences: outcome.divergences,
    errors: outcome.errors,
  };
}
