/**
 * Audit an external log (docs/log-format.md): paste it or pick a file, send it to `POST /audits` (it is
 * only read, never imported), and walk through the divergences with the state before each.
 */
import { useMemo, useState } from 'preact/hooks';
import type { AuditReport, Divergence } from '@arbiter/contracts';
import { api, errorText, type ApiClient } from '../api/api-client';
import { AuditReportView } from '../components/audit-report';
import { Board } from '../components/board';
import { cardNames } from '../model/card-names';

function namesOf(log: string): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(log);
    if (!Array.isArray(parsed)) return new Map();
    return cardNames(
      parsed.filter(
        (e): e is { type: string; data: unknown } =>
          typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string',
      ),
    );
  } catch {
    return new Map();
  }
}

export function AuditPage({ client }: { readonly client: ApiClient }) {
  const [log, setLog] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [report, setReport] = useState<AuditReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const names = useMemo(
    () => (report === null ? new Map<string, string>() : namesOf(log)),
    [report, log],
  );
  const divergence: Divergence | undefined =
    selected === null ? undefined : report?.divergences[selected];

  const audit = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    setReport(null);
    setSelected(null);
    try {
      setReport(await api.auditLog(client, log));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" class="page audit-page" data-testid="audit-page">
      <h2>Audit a log</h2>
      <p class="muted">
        An exported game log: a JSON array of <code>{'{ type, data, metadata }'}</code> events. The
        audit checks the hash chain, re-runs every decision through the rules and compares each
        recorded consequence. Nothing is stored.
      </p>
      <form
        class="upload"
        onSubmit={(e) => {
          e.preventDefault();
          void audit();
        }}
      >
        <label for="log-file">Log file</label>
        <input
          id="log-file"
          data-testid="log-file"
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file === undefined) return;
            setFileName(file.name);
            void file.text().then(setLog);
          }}
        />
        <label for="log-text">or paste it</label>
        <textarea
          id="log-text"
          rows={6}
          value={log}
          spellcheck={false}
          onInput={(e) => {
            setLog(e.currentTarget.value);
            setFileName(null);
          }}
        />
        <button type="submit" disabled={busy || log.trim() === ''}>
          {busy ? 'Auditing…' : 'Audit'}
        </button>
        {fileName === null ? null : (
          <span class="muted">
            {fileName}, {log.length.toLocaleString()} characters
          </span>
        )}
      </form>
      {error === null ? null : (
        <p class="error" role="alert">
          The audit failed: {error}
        </p>
      )}
      {report === null ? null : (
        <div class="audit-grid">
          <AuditReportView
            report={report}
            selected={selected}
            jumpLabel="Show the state before revision"
            onJump={(_d, i) => {
              setSelected(i);
            }}
          />
          {divergence === undefined ? null : (
            <section
              class="panel"
              data-testid="divergence-view"
              aria-label={`state before revision ${divergence.revision}`}
            >
              <h3>Before revision {divergence.revision}</h3>
              {divergence.viewBefore === null ? (
                <p class="empty">The state before it could not be rebuilt.</p>
              ) : (
                <Board view={divergence.viewBefore} names={names} />
              )}
            </section>
          )}
        </div>
      )}
    </main>
  );
}
