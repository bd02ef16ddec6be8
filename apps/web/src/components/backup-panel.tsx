/** A judge's backup (IPG 1.4) to the selected revision: what it reverses, most recent first. */
import { api, type ApiClient } from '../api/api-client';
import { useAsync } from '../api/use-async';
import { splitCitation } from '../model/citations';
import { StatusLine } from './status-line';

export interface BackupPanelProps {
  readonly client: ApiClient;
  readonly gameId: string;
  readonly revision: number;
  readonly onJump: (revision: number) => void;
}

export function BackupPanel({ client, gameId, revision, onJump }: BackupPanelProps) {
  const plan = useAsync(() => api.backup(client, gameId, revision), [client, gameId, revision]);
  return (
    <section class="panel" data-testid="backup-panel" aria-label="backup">
      <h3>Back up to revision {revision} (IPG 1.4)</h3>
      <StatusLine loaded={plan} what="the backup" />
      {plan.state === 'done' ? (
        plan.value.actions.length === 0 ? (
          <p class="empty">Nothing to reverse: no decision was made after revision {revision}.</p>
        ) : (
          <>
            <p class="muted">
              {plan.value.actions.length} decision(s) to reverse,{' '}
              {plan.value.actions.filter((a) => !a.reversible).length} of them not cleanly.
            </p>
            <ol class="backup-list">
              {plan.value.actions.map((a) => (
                <li
                  key={a.revision}
                  class={a.reversible ? 'reversible' : 'irreversible'}
                  data-revision={a.revision}
                >
                  <button
                    type="button"
                    class="link"
                    onClick={() => {
                      onJump(a.revision);
                    }}
                  >
                    revision {a.revision}
                  </button>{' '}
                  <span class={`badge ${a.reversible ? 'badge-ok' : 'badge-bad'}`}>
                    {a.reversible ? 'reversible' : 'not reversible'}
                  </span>
                  <div>{splitCitation(a.text).text}</div>
                  <div class="muted">{a.reason}</div>
                </li>
              ))}
            </ol>
          </>
        )
      ) : null}
    </section>
  );
}
