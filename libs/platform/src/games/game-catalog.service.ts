/**
 * The list of games (`GET /games`, `arbiter games`), a page at a time, oldest first, from the
 * games read model the projector keeps in `analytics.db` (docs/adr/0019-game-service-split.md).
 *
 * The read model lags the store by what the projector has not handled yet: a poll (100 ms) when
 * the API runs it, any amount when it runs elsewhere or not at all. So a page is read with the
 * checkpoint it is consistent with, and the events after that checkpoint (the tail of `$all`, up
 * to TAIL_LIMIT of them) are folded in: a game started or moved on a moment ago is listed as it
 * is. Without a usable read model (no projector has built it, another version of it, or a tail
 * longer than TAIL_LIMIT, as during a rebuild) a page is read from the store instead: the page's
 * `GameStarted` events from `$all`, then one read of each listed game's last revision. The same
 * happens when the read model cannot be read at all (a locked or damaged file): the error is
 * logged, the connection reopened on the next page, and the list still answered from the store.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AllFilter, RecordedEvent } from '@arbiter/event-store';
import { gameIdOfStream } from '@arbiter/game-log';
import { analyticsPath, GameListReader, type GameListEntry, type GameListPage } from '@arbiter/projections';
import type { ArbiterConfig } from '../config/arbiter-config';
import { ARBITER_CONFIG } from '../platform.tokens';
import { BadInputError, GameNotFoundError } from './game.errors';
import { foldTail, mergeTail } from './game-list-tail';
import { GameRepository } from './game.repository';

export interface GameSummary {
  readonly id: string;
  readonly players: readonly string[];
  readonly revision: number;
  readonly createdAt: string;
}

/** One page of the list: the games, and the id to ask for the next page `after` (null on the last). */
export interface GamePage {
  readonly games: readonly GameSummary[];
  readonly next: string | null;
  /** Where the page came from: the read model (with the tail folded in) or the store. */
  readonly source: 'read-model' | 'store';
}

/** Games per page when none is asked for, and the most a page may hold. */
export const GAME_PAGE = { default: 100, max: 1000 } as const;

/** Events after the read model's checkpoint folded into a page; past this the page is read from the store. */
export const TAIL_LIMIT = 5000;

@Injectable()
export class GameCatalog implements OnModuleDestroy {
  private readonly readModel: GameListReader;
  private readonly logger = new Logger('GameCatalog');
  /** Events after the read model's checkpoint folded into a page (TAIL_LIMIT; tests lower it). */
  tailLimit: number = TAIL_LIMIT;

  constructor(
    private readonly games: GameRepository,
    @Inject(ARBITER_CONFIG) config: ArbiterConfig,
  ) {
    this.readModel = new GameListReader(analyticsPath(config.dataDir));
  }

  onModuleDestroy(): void {
    this.readModel.close();
  }

  /**
   * The games started after the game `after` (from the first without it), oldest first, at most
   * `limit` (1..GAME_PAGE.max). BadInputError naming `after` when there is no such game.
   */
  async page(query: { readonly limit?: number | undefined; readonly after?: string | undefined } = {}): Promise<GamePage> {
    const limit = query.limit ?? GAME_PAGE.default;
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > GAME_PAGE.max)
      throw new BadInputError('limit', `must be a whole number from 1 to ${GAME_PAGE.max}, got ${limit}`);
    const after = query.after === undefined ? null : await this.startPosition(query.after);
    const fromReadModel = await this.fromReadModel(after, limit);
    const { games, more } = fromReadModel ?? (await this.fromStore(after, limit));
    const last = games[games.length - 1];
    return {
      games: games.map(({ id, players, revision, createdAt }) => ({ id, players, revision, createdAt })),
      next: more && last !== undefined ? last.id : null,
      source: fromReadModel === null ? 'store' : 'read-model',
    };
  }

  /** Every game, oldest first, a page at a time. */
  async *all(pageSize: number = GAME_PAGE.max): AsyncGenerator<GameSummary> {
    let after: string | undefined;
    do {
      const page = await this.page({ limit: pageSize, ...(after === undefined ? {} : { after }) });
      yield* page.games;
      after = page.next ?? undefined;
    } while (after !== undefined);
  }

  /** Whether the store holds any game (one filtered read). */
  async any(): Promise<boolean> {
    for await (const e of this.games.store.readAll({ filter: { by: 'eventType', prefixes: ['GameStarted'] } }))
      if (gameIdOfStream(e.streamId) !== null) return true;
    return false;
  }

  /** The global position of a game's `GameStarted`: where the page after it begins. */
  private async startPosition(gameId: string): Promise<bigint> {
    try {
      const first = await this.games.eventAt(gameId, 0);
      if (first !== undefined) return first.position;
    } catch (err) {
      if (!(err instanceof GameNotFoundError)) throw err;
    }
    throw new BadInputError('after', `no game "${gameId}"`);
  }

  private async fromReadModel(after: bigint | null, limit: number): Promise<{ games: GameListEntry[]; more: boolean } | null> {
    let page: GameListPage | null;
    try {
      page = this.readModel.page(after, limit + 1);
    } catch (error: unknown) {
      this.logger.warn(`the games read model could not be read, listing from the store: ${String(error)}`);
      this.readModel.close();
      return null;
    }
    if (page === null) return null;
    const tail: RecordedEvent[] = [];
    for await (const e of this.readAfter(page.checkpoint, { by: 'streamName', prefixes: ['game-'] })) {
      tail.push(e);
      if (tail.length > this.tailLimit) return null;
    }
    return mergeTail(page.games, foldTail(tail), after, limit);
  }

  /**
   * `$all` after a position (from the start for null). The read starts at the position itself,
   * an event's, and skips it: EventStoreDB reads from a record's position, not from any number.
   */
  private async *readAfter(position: bigint | null, filter: AllFilter): AsyncGenerator<RecordedEvent> {
    for await (const e of this.games.store.readAll({ fromPosition: position ?? 'start', filter }))
      if (position === null || e.position > position) yield e;
  }

  private async fromStore(after: bigint | null, limit: number): Promise<{ games: GameListEntry[]; more: boolean }> {
    const started: { id: string; e: RecordedEvent }[] = [];
    for await (const e of this.readAfter(after, { by: 'eventType', prefixes: ['GameStarted'] })) {
      const id = gameIdOfStream(e.streamId);
      if (e.type !== 'GameStarted' || id === null) continue;
      started.push({ id, e });
      if (started.length > limit) break;
    }
    const games: GameListEntry[] = [];
    for (const { id, e } of started.slice(0, limit)) {
      games.push({
        id,
        players: (e.data as { setup: { players: string[] } }).setup.players,
        revision: await this.games.currentRevision(id),
        createdAt: e.created.toISOString(),
        position: e.position,
      });
    }
    return { games, more: started.length > limit };
  }
}
