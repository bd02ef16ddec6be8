/**
 * What changed between two revisions, path by path. By default it shows what the selected event
 * changed (the revision before it → it); either end can be set.
 */
import { useState } from 'preact/hooks';
import { api, type ApiClient } from '../api/api-client';
import { useAsync } from '../api/use-async';
import { JsonInline } from './json-value';
import { StatusLine } from './status-line';

export interface DiffPanelProps {
  readonly client: ApiClient;
  readonly gameId: string;
  readonly revision: number;
  readonly last: number;
}

/** A revision typed in a field, or null while it is not one (empty, or out of the game). */
function typedRevision(text: string | null, last: number): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n <= last ? n : null;
}

export function DiffPanel({ client, gameId, revision, last }: DiffPanelProps) {
  // What is typed is kept as typed (a re-render never overwrites it); null follows the timeline.
  const [fromText, setFromText] = useState<string | null>(null);
  const [toText, setToText] = useState<string | null>(null);
  const from = typedRevision(fromText, last) ?? Math.max(0, revision - 1);
  const to = typedRevision(toText, last) ?? revision;
  const diff = useAsync(() => api.diff(client, gameId, from, to), [client, gameId, from, to]);
  return (
    <section class="panel" data-testid="diff-panel" aria-label="diff">
      <h3>Changes</h3>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <label>
          From revision{' '}
          <input
            type="number"
            min={0}
            max={last}
            value={fromText ?? String(from)}
            onInput={(e) => {
              setFromText(e.currentTarget.value);
            }}
          />
        </label>
        <label>
          to revision{' '}
          <input
            type="number"
            min={0}
            max={last}
            value={toText ?? String(to)}
            onInput={(e) => {
              setToText(e.currentTarget.value);
            }}
          />
        </label>
        <button
          type="button"
          onClick={() => {
            setFromText(null);
            setToText(null);
          }}
          disabled={fromText === null && toText === null}
        >
          Follow the timeline
        </button>
      </form>
      <StatusLine loaded={diff} what="the changes" />
      {diff.state === 'done' ? (
        diff.value.changes.filter((c) => c.path !== 'revision').length === 0 ? (
          <p class="empty">No change in the view.</p>
        ) : (
          <div class="table-wrap">
            <table class="diff">
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">At {diff.value.from}</th>
                  <th scope="col">At {diff.value.to}</th>
                </tr>
              </thead>
              <tbody>
                {diff.value.changes
                  .filter((c) => c.path !== 'revision')
                  .map((c) => (
                    <tr key={c.path} data-path={c.path}>
                      <th scope="row">
                        <code>
                          {c.path.split('.').map((part, i) => (
                            <span key={i}>
                              {i === 0 ? '' : '.'}
                              <wbr />
                              {part}
                            </span>
                          ))}
                        </code>
                      </th>
                      <td class="before">
                        <JsonInline value={c.from} />
                      </td>
                      <td class="after">
                        <JsonInline value={c.to} />
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}
