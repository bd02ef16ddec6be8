import { defineProjection, sql } from '../projection';

/**
 * Spells cast (`SpellCast`, CR 601.2), per game, caster and card name, and how many of them were
 * countered (`SpellCountered`, 701.6a). A spell on the stack is named by its card's id, so the
 * projection remembers which card and caster each id was cast as.
 */
export const spellsProjection = defineProjection({
  name: 'spells',
  version: 1,
  description: 'spells cast and countered per card and player',
  schema: [
    `CREATE TABLE spell_objects (
      game_id   TEXT NOT NULL,
      object_id TEXT NOT NULL,
      player    TEXT NOT NULL,
      card      TEXT NOT NULL,
      PRIMARY KEY (game_id, object_id)
    ) STRICT, WITHOUT ROWID`,
    `CREATE TABLE spells_cast (
      game_id   TEXT    NOT NULL,
      player    TEXT    NOT NULL,
      card      TEXT    NOT NULL,
      cast_count      INTEGER NOT NULL,
      countered_count INTEGER NOT NULL,
      PRIMARY KEY (game_id, player, card)
    ) STRICT, WITHOUT ROWID`,
  ],
  statements: {
    remember: sql<{ game: string; object: string; player: string; card: string }>(
      `INSERT INTO spell_objects (game_id, object_id, player, card) VALUES (@game, @object, @player, @card)
       ON CONFLICT (game_id, object_id) DO UPDATE SET player = excluded.player, card = excluded.card`,
    ),
    spellOf: sql<{ game: string; object: string }, { player: string; card: string }>(
      'SELECT player, card FROM spell_objects WHERE game_id = @game AND object_id = @object',
    ),
    add: sql<{ game: string; player: string; card: string; cast: number; countered: number }>(
      `INSERT INTO spells_cast (game_id, player, card, cast_count, countered_count) VALUES (@game, @player, @card, @cast, @countered)
       ON CONFLICT DO UPDATE SET cast_count = cast_count + excluded.cast_count,
         countered_count = countered_count + excluded.countered_count`,
    ),
  },
  eventTypes: new Set(['SpellCast', 'SpellCountered']),
  project(event, db) {
    const game = event.gameId;
    if (event.type === 'SpellCast') {
      const { player, name: card, stackId } = event.data;
      db.run('remember', { game, object: stackId, player, card });
      db.run('add', { game, player, card, cast: 1, countered: 0 });
    } else if (event.type === 'SpellCountered') {
      const spell = db.get('spellOf', { game, object: event.data.spell });
      db.run('add', {
        game,
        player: spell?.player ?? '',
        card: spell?.card ?? event.data.spell,
        cast: 0,
        countered: 1,
      });
    }
  },
});
