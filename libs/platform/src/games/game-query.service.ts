/**
 * The read side of one game: views at any revision or instant, events with their readable lines,
 * diffs, causation chains, judge backups, the external log, audits and live events. Every
 * revision a caller names is checked once, by `checkRevisions`, against the game's current one.
 */
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { filter, map, ReplaySubject, takeUntil, type Observable } from 'rxjs';
import { gameStream, type LoggedEvent } from '@arbiter/game-log';
import { auditLog, backupPlan, diffViews, whyChain, type AuditReport } from '@arbiter/replay';
import { describeEvent, describeInOrder, learnNames, type GameState, type GameView } from '@arbiter/rules';
import { playableCards } from '../cards/card-data.loader';
import { BadInputError } from './game.errors';
import { GameRepository, toEngine, toLogged } from './game.repository';
import { lastRevisionAt } from './last-revision-at';
import { redactEvent, viewFor, type Perspective } from './perspective';
import { checkRevisions } from './revision-range';

@Injectable()
export class GameQueryService implements OnModuleDestroy {
  /** Emits once when the app closes (to late subscribers too): live streams end, so the server can stop. */
  private readonly closing$ = new ReplaySubject<void>(1);

  constructor(private readonly games: GameRepository) {}

  /** Ends live streams: the HTTP server waits for open responses before it stops. */
  onModuleDestroy(): void {
    this.closing$.next();
    this.closing$.complete();
  }

  /** The game's last revision; GameNotFoundError when there is no such game. */
  currentRevision(gameId: string): Promise<number> {
    return this.games.currentRevision(gameId);
  }

  /** The state at a revision (default: now); `field` names the revision in the error when it is outside the game. */
  async stateAt(gameId: string, revision?: number, field = 'at'): Promise<GameState> {
    if (revision === undefined) return (await this.games.loadCurrent(gameId)).state;
    // A revision the cache holds is one the game has: no read of its head.
    const cached = this.games.cachedState(gameId);
    if (cached?.revision === revision) return cached;
    checkRevisions(await this.games.currentRevision(gameId), { field, revision });
    return this.games.stateAt(gameId, revision);
  }

  /**
   * The last revision recorded at or before an instant: the game's last event (enough for an
   * instant after it), then a binary search, one event read per step.
   */
  async revisionAtTime(gameId: string, time: Date): Promise<number> {
    const head = await this.games.lastEvent(gameId);
    const last = Number(head.revision);
    const revision = await lastRevisionAt(last, time.getTime(), async (r) => {
      if (r === last) return head.created.getTime();
      const e = await this.games.eventAt(gameId, r);
      if (e === undefined) throw new Error(`game ${gameId} has no event at revision ${r} (its last is ${last})`);
      return e.created.getTime();
    });
    if (revision < 0) throw new BadInputError('time', `the game had not started at ${time.toISOString()}`);
    return revision;
  }

  /** The game as a perspective sees it, now or at a revision (`?at=`). */
  async view(gameId: string, perspective: Perspective, at?: number, field = 'at'): Promise<GameView> {
    return viewFor(await this.stateAt(gameId, at, field), playableCards().catalog, perspective);
  }

  /** Events `from`..`to` (default: all), each with the line the perspective may read. */
  async events(gameId: string, perspective: Perspective, from = 0, to?: number): Promise<(LoggedEvent & { text: string })[]> {
    const current = await this.games.currentRevision(gameId);
    checkRevisions(current, { field: 'from', revision: from }, ...(to === undefined ? [] : [{ field: 'to', revision: to }]));
    const events = await this.games.readEvents(gameId, from, to);
    // Lines are written from what the perspective may see, naming cards as far as they were
    // public at each event: from the state just before the first one, then as the events show them.
    const shown = events.map((e) => redactEvent(e, perspective));
    const seed = from > 0 ? await this.games.stateAt(gameId, from - 1) : undefined;
    const texts = describeInOrder(shown.map(toEngine), describeEvent, seed);
    return shown.map((e, i) => ({ ...e, text: texts[i] ?? '' }));
  }

  /** What changed in the view between two revisions (either may be the later). */
  async diff(gameId: string, perspective: Perspective, from: number, to: number) {
    const [a, b] = await Promise.all([this.view(gameId, perspective, from, 'from'), this.view(gameId, perspective, to, 'to')]);
    return { from, to, changes: diffViews(a, b) };
  }

  /** The causation chain down to an event; its lines say no more than the caller may see. */
  async why(gameId: string, revision: number, perspective: Perspective = { kind: 'all' }) {
    checkRevisions(await this.games.currentRevision(gameId), { field: 'revision', revision });
    const events = await this.games.readEvents(gameId, 0, revision);
    return whyChain(perspective.kind === 'all' ? events : events.map((e) => redactEvent(e, perspective)), revision);
  }

  /** A judge's backup to a revision: the decisions after it, most recent first. */
  async backup(gameId: string, to: number) {
    checkRevisions(await this.games.currentRevision(gameId), { field: 'to', revision: to });
    return backupPlan(await this.games.readEvents(gameId), to);
  }

  /** The external log (docs/log-format.md): the stream's events as `{ type, data, metadata }`. */
  async export(gameId: string): Promise<{ type: string; data: unknown; metadata: unknown }[]> {
    return (await this.games.readEvents(gameId)).map((e) => ({ type: e.type, data: e.data, metadata: e.metadata }));
  }

  /** The stored game replayed and checked, as an uploaded log would be. */
  async audit(gameId: string): Promise<AuditReport> {
    return auditLog(await this.export(gameId), playableCards().catalog);
  }

  /** Live events of a game: history, then new events as they are appended. */
  live(gameId: string, perspective: Perspective): Observable<LoggedEvent & { text: string }> {
    // The history comes first, from the game's start: names are learned in order as it goes.
    const names = new Map<string, string>();
    return this.games.store.subscribeToStream(gameStream(gameId)).pipe(
      takeUntil(this.closing$),
      filter((m): m is Extract<typeof m, { kind: 'event' }> => m.kind === 'event'),
      map((m) => {
        const shown = redactEvent(toLogged(m.event), perspective);
        const engine = toEngine(shown);
        learnNames(names, engine);
        return { ...shown, text: describeEvent(engine, names) };
      }),
    );
  }
}
