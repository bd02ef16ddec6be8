/**
 * The stored games as a judge lists them: id, players, newest revision, when the game was created,
 * and its last action (the newest decision event: an activation, a cast, a choice, a pass, a
 * refusal), read backwards from the end of each game a window at a time. The games come from the
 * list (GameCatalog) a page at a time.
 *
 * @example
 * const rows = await listGames(catalog, queries); // [{ id, players, revision, createdAt, lastAction }]
 */
import type { GameCatalog, GameQueryService, GameSummary } from '@arbiter/platform';

export interface LastAction {
  readonly revision: number;
  readonly type: string;
  readonly actor: string;
  /** The event's readable line, with its rule in brackets. */
  readonly text: string;
  /** When it was recorded (ISO 8601), where the store keeps it. */
  readonly recordedAt: string | null;
}

export interface GameListing extends GameSummary {
  readonly lastAction: LastAction | null;
}

/** Events read per step back from the end: an action and its consequences fit in one, mostly. */
const WINDOW = 64;

type Games = Pick<GameCatalog, 'all'>;
type Reader = Pick<GameQueryService, 'events'>;

async function lastAction(games: Reader, gameId: string, revision: number): Promise<LastAction | null> {
  for (let to = revision; to >= 0; to -= WINDOW) {
    const events = await games.events(gameId, { kind: 'all' }, Math.max(0, to - WINDOW + 1), to);
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i];
      if (e?.metadata.kind !== 'decision') continue;
      return { revision: e.revision, type: e.type, actor: e.metadata.actor, text: e.text, recordedAt: e.created ?? null };
    }
  }
  return null;
}

export async function listGames(catalog: Games, games: Reader): Promise<GameListing[]> {
  const out: GameListing[] = [];
  for await (const game of catalog.all()) out.push({ ...game, lastAction: await lastAction(games, game.id, game.revision) });
  return out;
}
