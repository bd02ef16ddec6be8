import type { GameSetup } from '@arbiter/rules';
import { defineProjection, sql } from '../projection';

/**
 * Each player's distinct cards in a starting position, every zone, by owner; `hidden` when the
 * card was only in a hand or a library (information only a judge, or its owner, may see).
 */
function setupCards(setup: GameSetup): { player: string; card: string; hidden: 0 | 1 }[] {
  const seen = new Map<string, { player: string; card: string; hidden: 0 | 1 }>();
  const add = (player: string, card: string, hidden: 0 | 1): void => {
    const key = JSON.stringify([player, card]);
    const before = seen.get(key);
    seen.set(key, { player, card, hidden: before?.hidden === 0 ? 0 : hidden });
  };
  for (const p of setup.battlefield) add(p.owner, p.card, 0);
  for (const [zone, hidden] of [[setup.graveyards, 0], [setup.hands, 1], [setup.libraries, 1]] as const) {
    for (const [player, list] of Object.entries(zone)) {
      for (const c of list) add(player, c.card, hidden);
    }
  }
  return [...seen.values()];
}

/**
 * Which cards appeared in each game, for whom: every card of the starting position (all zones,
 * by owner) and every permanent that entered later (tokens included, by owner). Joined with
 * the players' outcomes it gives games per card and win rates by card. A card seen only in a
 * hand or a library is marked hidden: reports show it to judges and to its owner only.
 */
export const cardsProjection = defineProjection({
  name: 'cards',
  version: 2,
  description: 'cards appearing in each game, per owner',
  schema: [
    `CREATE TABLE card_appearances (
      game_id TEXT NOT NULL,
      player  TEXT NOT NULL,
      card    TEXT NOT NULL,
      hidden  INTEGER NOT NULL,
      PRIMARY KEY (game_id, player, card)
    ) STRICT, WITHOUT ROWID`,
    'CREATE INDEX card_appearances_by_card ON card_appearances (card)',
  ],
  statements: {
    appear: sql<{ game: string; player: string; card: string; hidden: 0 | 1 }>(
      `INSERT INTO card_appearances (game_id, player, card, hidden) VALUES (@game, @player, @card, @hidden)
       ON CONFLICT DO UPDATE SET hidden = MIN(hidden, excluded.hidden)`,
    ),
  },
  eventTypes: new Set(['GameStarted', 'PermanentEntered']),
  project(event, db) {
    const game = event.gameId;
    if (event.type === 'GameStarted') {
      for (const { player, card, hidden } of setupCards(event.data.setup))
        db.run('appear', { game, player, card, hidden });
    } else if (event.type === 'PermanentEntered') {
      db.run('appear', { game, player: event.data.owner, card: event.data.card, hidden: 0 });
    }
  },
});
