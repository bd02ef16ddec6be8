/**
 * One game, scrubbed like a video: the timeline, the board at the chosen revision, and beside it
 * the selected event with the events list, the "why" chain, the diff, the judge's backup and the
 * audit. The event list is fetched once; views come from the API per revision through a small
 * cache (with the neighbours prefetched), and new events arrive live over SSE.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Divergence, EventLine, GameView, Identity } from '@arbiter/contracts';
import { api, errorText, type ApiClient } from '../api/api-client';
import { useLiveEvents } from '../api/live-events';
import { ViewCache } from '../api/view-cache';
import { AuditReportView } from '../components/audit-report';
import { BackupPanel } from '../components/backup-panel';
import { Board } from '../components/board';
import { DiffPanel } from '../components/diff-panel';
import { EventDetail } from '../components/event-detail';
import { EventList } from '../components/event-list';
import { Timeline } from '../components/timeline';
import { WhyPanel } from '../components/why-panel';
import { useAsync } from '../api/use-async';
import { StatusLine } from '../components/status-line';
import { learnNames } from '../model/card-names';
import { formatRoute, navigate, type GameTab } from '../routing/hash-route';

export interface GamePageProps {
  readonly client: ApiClient;
  readonly identity: Identity;
  readonly id: string;
  readonly revision: number | null;
  readonly tab: GameTab;
  readonly as: string | null;
}

const TAB_LABELS: Readonly<Record<GameTab, string>> = {
  events: 'Events',
  why: 'Why',
  diff: 'Diff',
  backup: 'Backup',
  audit: 'Audit',
};

function tabsFor(identity: Identity): readonly GameTab[] {
  switch (identity.role) {
    case 'judge':
      return ['events', 'why', 'diff', 'backup', 'audit'];
    case 'recorder':
      return ['events', 'why', 'diff'];
    case 'player':
      return ['events', 'diff'];
  }
}

/** Events are numbered from 0 without gaps: index first, a search if not. */
function eventAt(events: readonly EventLine[], revision: number): EventLine | undefined {
  const e = events[revision];
  return e?.revision === revision ? e : events.find((x) => x.revision === revision);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function GameAudit({
  client,
  gameId,
  onJump,
}: {
  readonly client: ApiClient;
  readonly gameId: string;
  readonly onJump: (d: Divergence) => void;
}) {
  const [run, setRun] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const report = useAsync(run === 0 ? null : () => api.auditGame(client, gameId), [
    client,
    gameId,
    run,
  ]);
  return (
    <section class="panel" data-testid="audit-panel" aria-label="audit">
      <h3>Audited replay</h3>
      <p class="muted">
        Re-runs every decision through the rules and compares each recorded consequence.
      </p>
      <button
        type="button"
        onClick={() => {
          setRun((n) => n + 1);
        }}
        disabled={report.state === 'loading'}
      >
        {run === 0 ? 'Run the audit' : 'Run it again'}
      </button>
      <StatusLine loaded={report} what="the audit" />
      {report.state === 'done' ? (
        <AuditReportView
          report={report.value}
          selected={selected}
          jumpLabel="Show revision"
          onJump={(d, i) => {
            setSelected(i);
            onJump(d);
          }}
        />
      ) : null}
    </section>
  );
}

export function GamePage({
  client,
  identity,
  id,
  revision: routeRevision,
  tab,
  as,
}: GamePageProps) {
  const [events, setEvents] = useState<readonly EventLine[] | null>(null);
  /** The revision of the game's current view, fetched beside the events so the board shows first. */
  const [head, setHead] = useState<number | null>(null);
  /** Where the live stream starts: after the events fetched (set once, so it never reconnects). */
  const [liveFrom, setLiveFrom] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const names = useRef(new Map<string, string>());
  const [revision, setRevisionState] = useState<number | null>(routeRevision);
  const [shown, setShown] = useState<GameView | null>(null);
  const [viewError, setViewError] = useState<string | null>(null);
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const tabs = tabsFor(identity);
  const activeTab = tabs.includes(tab) ? tab : 'events';

  // The event list, once, after the current view: on a long game the list takes a while to build
  // and send, and the board should not wait behind it.
  const headKnown = head !== null;
  useEffect(() => {
    if (!headKnown) return;
    let current = true;
    setEvents(null);
    setLoadError(null);
    names.current = new Map();
    api.events(client, id).then(
      (list) => {
        if (!current) return;
        for (const e of list) learnNames(names.current, e);
        setEvents(list);
        setLiveFrom((list[list.length - 1]?.revision ?? -1) + 1);
      },
      (err: unknown) => {
        if (current) setLoadError(errorText(err));
      },
    );
    return () => {
      current = false;
    };
  }, [client, id, headKnown]);

  const last = Math.max(head ?? -1, events?.[events.length - 1]?.revision ?? -1);
  const ready = last >= 0;
  const selected = revision === null ? last : Math.max(0, Math.min(revision, last));

  // A route change from outside (a link, the back button) moves the timeline.
  useEffect(() => {
    if (routeRevision !== null) setRevisionState(routeRevision);
  }, [routeRevision]);

  const cache = useMemo(
    () => new ViewCache<GameView>((r, signal) => api.view(client, id, r, as, signal)),
    [client, id, as],
  );

  // The current view, beside the event list: the board and the timeline need only it.
  useEffect(() => {
    let current = true;
    api.now(client, id, as).then(
      (v) => {
        if (!current) return;
        cache.put(v.revision, v);
        setHead((h) => Math.max(h ?? -1, v.revision));
      },
      (err: unknown) => {
        if (current) setLoadError(errorText(err));
      },
    );
    return () => {
      current = false;
    };
  }, [client, id, as, cache]);

  const setRevision = useCallback(
    (r: number) => {
      setRevisionState(r);
      // Keep the URL shareable without filling the back button's history with every step.
      window.history.replaceState(
        window.history.state,
        '',
        formatRoute({ page: 'game', id, revision: r, tab: activeTab, as }),
      );
    },
    [id, activeTab, as],
  );

  // The view at the selected revision: from the cache at once, or fetched (stale requests dropped).
  const cached = ready ? cache.peek(selected) : undefined;
  useEffect(() => {
    if (!ready) return;
    const hit = cache.peek(selected);
    if (hit !== undefined) {
      setShown(hit);
      setViewError(null);
      cache.prefetchAround(selected, 2, last);
      return;
    }
    let current = true;
    cache.cancelExcept(selected);
    cache.get(selected).then(
      (v) => {
        if (!current) return;
        setShown(v);
        setViewError(null);
        cache.prefetchAround(selected, 2, last);
      },
      (err: unknown) => {
        if (current && !(err instanceof DOMException && err.name === 'AbortError'))
          setViewError(errorText(err));
      },
    );
    return () => {
      current = false;
    };
  }, [cache, ready, selected, last]);

  // Live: new events are appended; a viewer at the last revision follows the game.
  const onLive = useCallback((e: EventLine) => {
    setEvents((list) => {
      if (list === null) return list;
      const end = list[list.length - 1]?.revision ?? -1;
      if (e.revision <= end) return list;
      learnNames(names.current, e);
      return [...list, e];
    });
  }, []);
  const live = useLiveEvents(liveFrom === null ? null : api.liveUrl(client, id, liveFrom), onLive);

  // ←/→ step, Home/End go to the ends, from anywhere on the page but a text field (the scrubber
  // itself handles these keys natively).
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const moves: Record<string, number> = {
        ArrowLeft: selected - 1,
        ArrowRight: selected + 1,
        Home: 0,
        End: last,
      };
      const to = moves[e.key];
      if (to === undefined) return;
      e.preventDefault();
      setRevision(Math.max(0, Math.min(last, to)));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [selected, last, setRevision]);

  const setTab = (t: GameTab): void => {
    navigate({ page: 'game', id, revision: selected, tab: t, as }, true);
  };
  const players = shown === null ? [] : Object.keys(shown.players);
  const view = cached ?? shown;

  if (loadError !== null) {
    return (
      <main id="main" class="page">
        <p class="error" role="alert">
          Could not load game {id}: {loadError}
        </p>
        <a href="#/">Back to the games</a>
      </main>
    );
  }

  return (
    <main id="main" class="page game-page" data-testid="game-page">
      <div class="game-head">
        <h2>
          Game <code title={id}>{id.slice(0, 8)}</code>
        </h2>
        {identity.role === 'judge' && players.length > 0 ? (
          <label class="view-as">
            View as{' '}
            <select
              value={as ?? ''}
              onChange={(e) => {
                const v = e.currentTarget.value;
                navigate(
                  { page: 'game', id, revision: selected, tab: activeTab, as: v === '' ? null : v },
                  true,
                );
              }}
            >
              <option value="">judge (everything)</option>
              {players.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {identity.role === 'player' ? (
          <span class="badge badge-player">{identity.player}'s view: other hands are hidden</span>
        ) : null}
      </div>
      {!ready ? (
        <p role="status">Loading the game…</p>
      ) : (
        <>
          <Timeline revision={selected} last={last} live={live} onChange={setRevision} />
          <div class="game-grid">
            <div class="board-col">
              {viewError === null ? null : (
                <p class="error" role="alert">
                  Could not load revision {selected}: {viewError}
                </p>
              )}
              {view === null ? (
                <p role="status">Loading the board…</p>
              ) : (
                <Board
                  view={view}
                  names={names.current}
                  events={events}
                  busy={view.revision !== selected}
                />
              )}
            </div>
            <div class="side-col">
              {events === null ? <p role="status">Loading the events…</p> : null}
              <EventDetail event={events === null ? undefined : eventAt(events, selected)} />
              <div class="tabs" role="group" aria-label="panels">
                {tabs.map((t) => (
                  <button
                    key={t}
                    type="button"
                    class="tab"
                    aria-pressed={t === activeTab}
                    data-tab={t}
                    onClick={() => {
                      setTab(t);
                    }}
                  >
                    {TAB_LABELS[t]}
                  </button>
                ))}
              </div>
              {activeTab === 'events' && events !== null ? (
                <EventList
                  events={events}
                  selected={selected}
                  marked={marked}
                  onSelect={setRevision}
                />
              ) : null}
              {activeTab === 'why' ? (
                <WhyPanel client={client} gameId={id} revision={selected} onJump={setRevision} />
              ) : null}
              {activeTab === 'diff' ? (
                <DiffPanel client={client} gameId={id} revision={selected} last={last} />
              ) : null}
              {activeTab === 'backup' ? (
                <BackupPanel client={client} gameId={id} revision={selected} onJump={setRevision} />
              ) : null}
              {activeTab === 'audit' ? (
                <GameAudit
                  client={client}
                  gameId={id}
                  onJump={(d) => {
                    setMarked((m) => new Set([...m, d.revision]));
                    setRevision(Math.min(d.revision, last));
                  }}
                />
              ) : null}
            </div>
          </div>
        </>
      )}
    </main>
  );
}
