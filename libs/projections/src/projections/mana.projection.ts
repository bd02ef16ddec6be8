import { defineProjection, sql } from '../projection';
import { enteringObjects, objectTable } from './object-table';

const objects = objectTable('mana_objects', 'card');

/**
 * Mana produced (`ManaAdded`, after replacements), per game, player, source card and mana type.
 * The card is the source permanent's: a Forest, or the Wild Growth whose triggered mana ability
 * added the extra {G} (CR 605.1b). A source the table never saw enter is reported by its id.
 */
export const manaProjection = defineProjection({
  name: 'mana',
  version: 1,
  description: 'mana produced per player, source card and mana type',
  schema: [
    objects.schema,
    `CREATE TABLE mana_produced (
      game_id   TEXT    NOT NULL,
      player    TEXT    NOT NULL,
      card      TEXT    NOT NULL,
      mana_type TEXT    NOT NULL,
      amount    INTEGER NOT NULL,
      PRIMARY KEY (game_id, player, card, mana_type)
    ) STRICT, WITHOUT ROWID`,
  ],
  statements: {
    remember: objects.remember,
    cardOf: objects.lookup,
    add: sql<{ game: string; player: string; card: string; type: string; amount: number }>(
      `INSERT INTO mana_produced (game_id, player, card, mana_type, amount)
       VALUES (@game, @player, @card, @type, @amount)
       ON CONFLICT DO UPDATE SET amount = amount + excluded.amount`,
    ),
  },
  eventTypes: new Set(['GameStarted', 'PermanentEntered', 'ManaAdded']),
  project(event, db) {
    const game = event.gameId;
    for (const { object, value } of enteringObjects(event, 'card')) {
      db.run('remember', { game, object, value });
    }
    if (event.type !== 'ManaAdded') return;
    const { player, source, mana } = event.data;
    const card = db.get('cardOf', { game, object: source })?.value ?? source;
    for (const [type, amount] of Object.entries(mana)) {
      if (amount > 0) db.run('add', { game, player, card, type, amount });
    }
  },
});
