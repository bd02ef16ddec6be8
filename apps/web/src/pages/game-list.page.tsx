/**
 * The games, newest first, refreshed every few seconds: a game whose revision moved since the last
 * look is marked as being recorded now.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameSummary } from '@arbiter/contracts';
import { api, errorText, type ApiClient } from '../api/api-client';

const REFRESH_MS = 3000;
const SHOWN = 200;

interface Row extends GameSummary {
  /** When its revision last moved, in this page's clock. */
  readonly movedAt: number | null;
}

export function GameListPage({ client }: { readonly client: ApiClient }) {
  const [rows, setRows] = useState<readonly Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const seen = useRef(new Map<string, number>());

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = async (): Promise<void> => {
      try {
        const games = await api.games(client);
        if (!current) return;
        const now = performance.now();
        setRows((previous) => {
          const moved = new Map((previous ?? []).map((r) => [r.id, r.movedAt]));
          return [...games]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((g) => {
              const before = seen.current.get(g.id);
              seen.current.set(g.id, g.revision);
              const movedAt =
                before !== undefined && before !== g.revision ? now : (moved.get(g.id) ?? null);
              return { ...g, movedAt };
            });
        });
        setError(null);
      } catch (err) {
        if (current) setError(errorText(err));
      }
      if (current) timer = setTimeout(() => void refresh(), REFRESH_MS);
    };
    void refresh();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client]);

  const needle = filter.trim().toLowerCase();
  const matching = (rows ?? []).filter(
    (g) =>
      needle === '' ||
      g.id.includes(needle) ||
      g.players.some((p) => p.toLowerCase().includes(needle)),
  );
  const now = performance.now();

  return (
    <main id="main" class="page" data-testid="game-list">
      <h2>Games</h2>
      {error === null ? null : (
        <p class="error" role="alert">
          Could not list the games: {error}
        </p>
      )}
      {rows === null ? (
        error === null ? (
          <p role="status">Loading the games…</p>
        ) : null
      ) : rows.length === 0 ? (
        <p class="empty">No game recorded yet.</p>
      ) : (
        <>
          <label class="filter">
            Filter by player or id{' '}
            <input
              type="search"
              value={filter}
              onInput={(e) => {
                setFilter(e.currentTarget.value);
              }}
            />
          </label>
          <p class="muted" role="status">
            {matching.length} game(s){matching.length > SHOWN ? `, the ${SHOWN} newest shown` : ''};
            refreshed every {REFRESH_MS / 1000} s.
          </p>
          <div class="table-wrap">
            <table class="games">
              <thead>
                <tr>
                  <th scope="col">Game</th>
                  <th scope="col">Players</th>
                  <th scope="col">Revision</th>
                  <th scope="col">Started</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {matching.slice(0, SHOWN).map((g) => {
                  const recording = g.movedAt !== null && now - g.movedAt < 2 * REFRESH_MS + 1000;
                  return (
                    <tr key={g.id} data-testid="game-row" data-id={g.id}>
                      <th scope="row">
                        <a href={`#/games/${g.id}`}>
                          <code>{g.id.slice(0, 8)}</code>
                        </a>
                      </th>
                      <td>{g.players.join(', ')}</td>
                      <td data-field="revision">{g.revision}</td>
                      <td>
                        <time dateTime={g.createdAt}>{new Date(g.createdAt).toLocaleString()}</time>
                      </td>
                      <td>
                        {recording ? (
                          <span class="badge badge-live">● recording</span>
                        ) : (
                          <span class="muted">idle</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </main>
  );
}
