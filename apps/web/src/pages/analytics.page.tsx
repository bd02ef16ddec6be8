/**
 * Analytics over every recorded game (`GET /analytics`, `GET /analytics/:name`), when the server
 * has them: pick a report, filter by dates and player, chart one of its numbers, read the rows,
 * download the CSV. A server without analytics (404) says so.
 */
import { useState } from 'preact/hooks';
import type { AnalyticsReportInfo, AnalyticsResult } from '@arbiter/contracts';
import { api, errorText, type ApiClient } from '../api/api-client';
import { useAsync } from '../api/use-async';
import { BarChart } from '../components/bar-chart';
import { StatusLine } from '../components/status-line';
import { defaultMeasure, isNumeric, reportChart } from '../model/chart-data';

const TABLE_ROWS = 200;

interface Filters {
  readonly from: string;
  readonly to: string;
  readonly player: string;
}

const NO_FILTERS: Filters = { from: '', to: '', player: '' };

function queryOf(f: Filters): string {
  const q = new URLSearchParams();
  if (f.from !== '') q.set('from', f.from);
  if (f.to !== '') q.set('to', f.to);
  if (f.player.trim() !== '') q.set('player', f.player.trim());
  return q.toString();
}

function FilterForm({
  applied,
  onApply,
}: {
  readonly applied: Filters;
  readonly onApply: (f: Filters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  return (
    <form
      class="inline-form"
      aria-label="filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <label>
        Games from{' '}
        <input
          type="date"
          value={draft.from}
          onInput={(e) => {
            setDraft({ ...draft, from: e.currentTarget.value });
          }}
        />
      </label>
      <label>
        to{' '}
        <input
          type="date"
          value={draft.to}
          onInput={(e) => {
            setDraft({ ...draft, to: e.currentTarget.value });
          }}
        />
      </label>
      <label>
        Player{' '}
        <input
          type="text"
          value={draft.player}
          onInput={(e) => {
            setDraft({ ...draft, player: e.currentTarget.value });
          }}
        />
      </label>
      <button type="submit">Apply</button>
      <button
        type="button"
        disabled={queryOf(applied) === '' && queryOf(draft) === ''}
        onClick={() => {
          setDraft(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
      >
        Clear
      </button>
    </form>
  );
}

function ReportView({
  client,
  info,
  result,
}: {
  readonly client: ApiClient;
  readonly info: AnalyticsReportInfo;
  readonly result: AnalyticsResult;
}) {
  const [measure, setMeasure] = useState<string | null>(null);
  const [download, setDownload] = useState<string | null>(null);
  const numeric = result.columns.filter(isNumeric);
  const shown =
    measure !== null && numeric.some((c) => c.name === measure)
      ? measure
      : defaultMeasure(result.columns);
  const chart = shown === null ? null : reportChart(result, shown);

  const saveCsv = async (): Promise<void> => {
    setDownload(null);
    try {
      const query = queryOf({
        from: result.filters.from ?? '',
        to: result.filters.to ?? '',
        player: result.filters.player ?? '',
      });
      const blob = await client.blob(
        `/analytics/${encodeURIComponent(info.name)}${query === '' ? '' : `?${query}`}`,
        'text/csv',
      );
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${info.name}.csv`;
      link.click();
      setTimeout(() => {
        URL.revokeObjectURL(link.href);
      }, 1000);
    } catch (err) {
      setDownload(errorText(err));
    }
  };

  return (
    <section
      class="panel analytics-card"
      data-testid="analytics-report"
      data-report={info.name}
      aria-label={`report ${info.name}`}
    >
      <h3>{info.name}</h3>
      <p>{info.description}</p>
      {info.playerFilter === null ? null : <p class="muted">Player filter: {info.playerFilter}.</p>}
      <div class="inline-form">
        {numeric.length > 1 ? (
          <label>
            Chart{' '}
            <select
              value={shown ?? ''}
              onChange={(e) => {
                setMeasure(e.currentTarget.value);
              }}
            >
              {numeric.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="button" onClick={() => void saveCsv()}>
          Download CSV
        </button>
        {download === null ? null : <span class="error">{download}</span>}
      </div>
      {result.rows.length === 0 ? (
        <p class="empty">No rows for these filters.</p>
      ) : chart === null || shown === null ? null : (
        <>
          <BarChart title={shown} labels={chart.labels} values={chart.values} />
          {chart.omitted > 0 ? (
            <p class="muted">
              The chart shows the first {chart.labels.length} rows of {result.rows.length}.
            </p>
          ) : null}
        </>
      )}
      {result.rows.length === 0 ? null : (
        <div class="table-wrap">
          <table class="report-table">
            <thead>
              <tr>
                {result.columns.map((c) => (
                  <th key={c.name} scope="col" class={isNumeric(c) ? 'num' : ''}>
                    {c.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.slice(0, TABLE_ROWS).map((r, i) => (
                <tr key={i}>
                  {result.columns.map((c) => (
                    <td key={c.name} class={isNumeric(c) ? 'num' : ''}>
                      {r[c.name] === null || r[c.name] === undefined ? '—' : String(r[c.name])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {result.rows.length > TABLE_ROWS ? (
            <p class="muted">
              The first {TABLE_ROWS} rows of {result.rows.length}; the CSV has them all.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

export function AnalyticsPage({ client }: { readonly client: ApiClient }) {
  const reports = useAsync(() => api.analytics(client), [client]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const list = reports.state === 'done' ? reports.value : [];
  const info = list.find((r) => r.name === chosen) ?? list[0];
  const query = queryOf(filters);
  const result = useAsync(
    info === undefined ? null : () => api.analyticsReport(client, info.name, query),
    [client, info?.name, query],
  );

  if (reports.state === 'failed' && reports.status === 404) {
    return (
      <main id="main" class="page" data-testid="analytics-page">
        <h2>Analytics</h2>
        <p class="empty" role="status" data-testid="analytics-unavailable">
          Analytics not available: this server has no <code>/analytics</code> endpoints.
        </p>
      </main>
    );
  }
  return (
    <main id="main" class="page" data-testid="analytics-page">
      <h2>Analytics</h2>
      <StatusLine loaded={reports} what="the analytics reports" />
      {info === undefined ? (
        reports.state === 'done' ? (
          <p class="empty">The server lists no analytics report.</p>
        ) : null
      ) : (
        <>
          <FilterForm applied={filters} onApply={setFilters} />
          <div class="tabs report-tabs" role="group" aria-label="reports">
            {list.map((r) => (
              <button
                key={r.name}
                type="button"
                class="tab"
                aria-pressed={r.name === info.name}
                title={r.description}
                onClick={() => {
                  setChosen(r.name);
                }}
              >
                {r.name}
              </button>
            ))}
          </div>
          <StatusLine loaded={result} what={`the ${info.name} report`} />
          {result.state === 'done' ? (
            <ReportView key={info.name} client={client} info={info} result={result.value} />
          ) : null}
        </>
      )}
    </main>
  );
}
