import type { GameSetup } from '@arbiter/rules';
import { defineProjection, sql } from '../projection';

/** Each player's distinct cards in a starting position: every zone, by owner. */
function setupCards(setup: GameSetup): { player: string; card: string }[] {
  const seen = new Map<string, { player: string; card: string }>();
  const add = (player: string, card: string): void => {
    seen.set(JSON.stringify([player, card]), { player, card });
  };
  for (const p of setup.battlefield) add(p.owner, p.card);
  for (const zone of [setup.hands, setup.libraries, setup.graveyards]) {
    for (const [player, list] of Object.entries(zone)) {
      for (const c of list) add(player, c.card);
    }
  }
  return [...seen.values()];
}

/**
 * Which cards appeared in each game, for whom: every card of the starting position (all zones,
 * by owner) and every permanent that entered later (tokens included, by owner). Joined with
 * the players' outcomes it gives games per card and win rates by card.
 */
export const cardsProjection = defineProjection({
  name: 'cards',
  version: 1,
  description: 'cards appearing in each game, per owner',
  schema: [
    `CREATE TABLE card_appearances (
      game_id TEXT NOT NULL,
      player  TEXT NOT NULL,
      card    TEXT NOT NULL,
      PRIMARY KEY (game_id, player, card)
    ) STRICT, WITHOUT ROWID`,
    'CREATE INDEX card_appearances_by_card ON card_appearances (card)',
  ],
  statements: {
    appear: sql<{ game: string; player: string; card: string }>(
      'INSERT INTO card_appearances (game_id, player, card) VALUES (@game, @player, @card) ON CONFLICT DO NOTHING',
    ),
  },
  eventTypes: new Set(['GameStarted', 'PermanentEntered']),
  project(event, db) {
    const game = event.gameId;
    if (event.type === 'GameStarted') {
      for (const { player, card } of setupCards(event.data.setup))
        db.run('appear', { game, player, card });
    } else if (event.type === 'PermanentEntered') {
      db.run('appear', { game, player: event.data.owner, card: event.data.card });
    }
  },
});
