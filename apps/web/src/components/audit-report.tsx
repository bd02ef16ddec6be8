/**
 * An audit report (docs/log-format.md): the verdict, the hash chain, errors in the input, and each
 * divergence with what the log records beside what the rules derive, and the rules cited.
 */
import type { AuditedEvent, AuditReport, Divergence } from '@arbiter/contracts';
import { JsonBlock } from './json-value';
import { RuleChip } from './rule-chip';

const VERDICT_TEXT: Readonly<Record<AuditReport['verdict'], string>> = {
  consistent: 'every recorded consequence is what the rules derive.',
  divergent: 'the record differs from what the rules derive.',
  tampered: 'the hash chain is broken: the log was changed after it was written.',
  invalid: 'the log could not be read as a game.',
};

function EventSide({
  title,
  event,
}: {
  readonly title: string;
  readonly event: AuditedEvent | null;
}) {
  return (
    <div class="side">
      <h5>{title}</h5>
      {event === null ? (
        <p class="empty">
          {title === 'Recorded' ? 'Missing from the log.' : 'The rules derive nothing here.'}
        </p>
      ) : (
        <>
          <p>
            <strong>{event.type}</strong>{' '}
            <span class="muted">
              {event.metadata.kind} by {event.metadata.actor}
            </span>{' '}
            <RuleChip rule={event.metadata.rule} />
          </p>
          <JsonBlock value={event.data} />
        </>
      )}
    </div>
  );
}

export interface AuditReportViewProps {
  readonly report: AuditReport;
  readonly selected: number | null;
  readonly onJump: (divergence: Divergence, index: number) => void;
  /** How the jump button reads: to the game's timeline, or to the state before it. */
  readonly jumpLabel: string;
}

export function AuditReportView({ report, selected, onJump, jumpLabel }: AuditReportViewProps) {
  return (
    <div class="audit-report" data-testid="audit-report" data-verdict={report.verdict}>
      <p class={`verdict verdict-${report.verdict}`} role="status" data-testid="verdict">
        <strong>{report.verdict.toUpperCase()}</strong> — {VERDICT_TEXT[report.verdict]}
      </p>
      <dl class="facts">
        <dt>Events checked</dt>
        <dd>
          {report.eventsChecked} of {report.eventCount}
        </dd>
        <dt>Hash chain</dt>
        <dd>
          {report.hashChain.ok
            ? 'intact'
            : report.hashChain.firstBrokenRevision === null
              ? 'not checked'
              : `broken at revision ${report.hashChain.firstBrokenRevision}`}
        </dd>
        <dt>Rules</dt>
        <dd>CR {report.crVersion}</dd>
        {report.players.length > 0 ? (
          <>
            <dt>Players</dt>
            <dd>{report.players.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {report.errors.length === 0 ? null : (
        <>
          <h4>Problems with the log ({report.errors.length})</h4>
          <ul class="errors">
            {report.errors.map((e, i) => (
              <li key={i}>
                {e.revision === null ? '' : `revision ${e.revision}, `}
                <code>{e.field}</code>: {e.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {report.divergences.length === 0 ? null : (
        <>
          <h4>Divergences ({report.divergences.length})</h4>
          <ol class="divergences">
            {report.divergences.map((d, i) => (
              <li
                key={i}
                class={`divergence${selected === i ? ' selected' : ''}`}
                data-testid="divergence"
                data-revision={d.revision}
                aria-current={selected === i ? 'true' : undefined}
              >
                <div class="divergence-head">
                  <strong>Revision {d.revision}</strong>{' '}
                  {d.rules.map((r) => (
                    <RuleChip key={r} rule={r} />
                  ))}
                  <button
                    type="button"
                    onClick={() => {
                      onJump(d, i);
                    }}
                  >
                    {jumpLabel} {d.revision}
                  </button>
                </div>
                <p>{d.explain}</p>
                <div class="sides">
                  <EventSide title="Recorded" event={d.recorded} />
                  <EventSide title="Derived by the rules" event={d.derived} />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
