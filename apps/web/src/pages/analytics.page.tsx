/**
 * Analytics (`GET /analytics/...`), when this server has them: the endpoints are found in the
 * server's OpenAPI document, each is fetched and charted. A server without them says so.
 */
import { useState } from 'preact/hooks';
import type { ApiClient } from '../api/api-client';
import { useAsync } from '../api/use-async';
import { BarChart } from '../components/bar-chart';
import { JsonBlock } from '../components/json-value';
import { StatusLine } from '../components/status-line';
import { chartData } from '../model/chart-data';

interface Endpoint {
  readonly path: string;
  readonly summary: string;
}

const MAX_CHARTS = 4;

async function discover(): Promise<readonly Endpoint[]> {
  const res = await fetch('/api-json', { headers: { Accept: 'application/json' } });
  if (!res.ok) return [];
  const doc = (await res.json()) as {
    paths?: Record<
      string,
      { get?: { summary?: string; parameters?: { in?: string; required?: boolean }[] } }
    >;
  };
  return Object.entries(doc.paths ?? {})
    .filter(
      ([path, ops]) =>
        path.startsWith('/analytics') && ops.get !== undefined && !path.includes('{'),
    )
    .filter(
      ([, ops]) =>
        !(ops.get?.parameters ?? []).some((p) => p.in === 'query' && p.required === true),
    )
    .map(([path, ops]) => ({ path, summary: ops.get?.summary ?? path }));
}

function EndpointCharts({
  client,
  endpoint,
}: {
  readonly client: ApiClient;
  readonly endpoint: Endpoint;
}) {
  const data = useAsync(() => client.get<unknown>(endpoint.path), [client, endpoint.path]);
  const chart = data.state === 'done' ? chartData(data.value) : null;
  return (
    <section
      class="panel analytics-card"
      data-testid="analytics-endpoint"
      data-path={endpoint.path}
    >
      <h3>{endpoint.summary}</h3>
      <p class="muted">
        <code>GET {endpoint.path}</code>
      </p>
      <StatusLine loaded={data} what={endpoint.path} />
      {data.state !== 'done' ? null : chart === null ? (
        <details>
          <summary>Nothing to chart; the answer</summary>
          <JsonBlock value={data.value} />
        </details>
      ) : (
        <div class="charts">
          {chart.series.slice(0, MAX_CHARTS).map((s) => (
            <BarChart key={s.name} title={s.name} labels={chart.labels} values={s.values} />
          ))}
        </div>
      )}
    </section>
  );
}

export function AnalyticsPage({ client }: { readonly client: ApiClient }) {
  const [filter, setFilter] = useState('');
  const endpoints = useAsync(discover, []);
  const list =
    endpoints.state === 'done' ? endpoints.value.filter((e) => e.path.includes(filter.trim())) : [];
  return (
    <main id="main" class="page" data-testid="analytics-page">
      <h2>Analytics</h2>
      <StatusLine loaded={endpoints} what="the list of analytics" />
      {endpoints.state === 'done' && endpoints.value.length === 0 ? (
        <p class="empty" role="status" data-testid="analytics-unavailable">
          Analytics not available: this server has no <code>/analytics</code> endpoints.
        </p>
      ) : null}
      {endpoints.state === 'done' && endpoints.value.length > 0 ? (
        <>
          <label class="filter">
            Filter endpoints{' '}
            <input
              type="search"
              value={filter}
              onInput={(e) => {
                setFilter(e.currentTarget.value);
              }}
            />
          </label>
          {list.map((e) => (
            <EndpointCharts key={e.path} client={client} endpoint={e} />
          ))}
        </>
      ) : null}
    </main>
  );
}
