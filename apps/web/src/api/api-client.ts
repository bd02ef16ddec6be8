/**
 * A thin typed client for the API (README, "The HTTP API"): JSON in and out, `Authorization: Bearer <key>`,
 * errors as ApiError with the status and the server's message.
 */
import type {
  AnalyticsReportInfo,
  AnalyticsResult,
  AuditReport,
  BackupPlan,
  EventLine,
  GameSummary,
  GameView,
  Identity,
  ViewDiff,
  WhyChain,
} from '@arbiter/contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClient {
  readonly key: string;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T>;
  /** A non-JSON answer (a CSV report), as a file to save. */
  blob(path: string, accept: string): Promise<Blob>;
}

async function readError(res: Response): Promise<ApiError> {
  let message = res.statusText;
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
    else if (Array.isArray(body.message)) message = body.message.join('; ');
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(res.status, message);
}

export function createApiClient(key: string, base = ''): ApiClient {
  const request = async <T>(
    method: string,
    path: string,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<T> => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${key}`,
      Accept: 'application/json',
    };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    if (signal !== undefined) init.signal = signal;
    const res = await fetch(base + path, init);
    if (!res.ok) throw await readError(res);
    return (await res.json()) as T;
  };
  return {
    key,
    get: (path, signal) => request('GET', path, undefined, signal),
    post: (path, body, signal) => request('POST', path, body, signal),
    blob: async (path, accept) => {
      const res = await fetch(base + path, {
        headers: { Authorization: `Bearer ${key}`, Accept: accept },
      });
      if (!res.ok) throw await readError(res);
      return res.blob();
    },
  };
}

/** Games asked for per page of `GET /games` (its largest). */
const GAMES_PAGE = 1000;

/** The calls the UI makes, named after the routes they hit. */
export const api = {
  me: (c: ApiClient) => c.get<Identity>('/me'),
  /** Every game: `GET /games` a page at a time, each page after the last game of the one before. */
  games: async (c: ApiClient): Promise<GameSummary[]> => {
    const all: GameSummary[] = [];
    for (;;) {
      const last = all[all.length - 1];
      const page = await c.get<GameSummary[]>(`/games?limit=${GAMES_PAGE}${last === undefined ? '' : `&after=${last.id}`}`);
      all.push(...page);
      if (page.length < GAMES_PAGE) return all;
    }
  },
  events: (c: ApiClient, id: string) => c.get<EventLine[]>(`/games/${id}/events`),
  view: (c: ApiClient, id: string, at: number, as: string | null, signal?: AbortSignal) =>
    c.get<GameView>(
      `/games/${id}/view?at=${at}${as === null ? '' : `&as=${encodeURIComponent(as)}`}`,
      signal,
    ),
  now: (c: ApiClient, id: string, as: string | null) =>
    c.get<GameView>(`/games/${id}${as === null ? '' : `?as=${encodeURIComponent(as)}`}`),
  diff: (c: ApiClient, id: string, from: number, to: number) =>
    c.get<ViewDiff>(`/games/${id}/diff?from=${from}&to=${to}`),
  why: (c: ApiClient, id: string, revision: number) =>
    c.get<WhyChain>(`/games/${id}/why/${revision}`),
  backup: (c: ApiClient, id: string, to: number) =>
    c.get<BackupPlan>(`/games/${id}/backup?to=${to}`),
  auditGame: (c: ApiClient, id: string) => c.post<AuditReport>(`/games/${id}/audit`, {}),
  auditLog: (c: ApiClient, log: string) => c.post<AuditReport>('/audits', log),
  analytics: (c: ApiClient) => c.get<AnalyticsReportInfo[]>('/analytics'),
  analyticsReport: (c: ApiClient, name: string, query: string) =>
    c.get<AnalyticsResult>(
      `/analytics/${encodeURIComponent(name)}${query === '' ? '' : `?${query}`}`,
    ),
  liveUrl: (c: ApiClient, id: string, from: number) =>
    `/games/${id}/live?from=${from}&key=${encodeURIComponent(c.key)}`,
};

export function errorText(err: unknown): string {
  if (err instanceof ApiError) return `${err.status}: ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}
