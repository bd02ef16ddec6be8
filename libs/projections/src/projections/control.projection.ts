import { defineProjection, sql } from '../projection';
import { enteringObjects, objectTable } from './object-table';

const objects = objectTable('control_objects', 'card');

/** Every change of control (`ControlChanged`, CR 108.4): which card, from whom, to whom. */
export const controlProjection = defineProjection({
  name: 'control',
  version: 1,
  description: 'changes of control, per card and player',
  schema: [
    objects.schema,
    `CREATE TABLE control_changes (
      game_id     TEXT    NOT NULL,
      revision    INTEGER NOT NULL,
      permanent   TEXT    NOT NULL,
      card        TEXT    NOT NULL,
      from_player TEXT    NOT NULL,
      to_player   TEXT    NOT NULL,
      PRIMARY KEY (game_id, revision)
    ) STRICT, WITHOUT ROWID`,
  ],
  statements: {
    remember: objects.remember,
    cardOf: objects.lookup,
    change: sql<{
      game: string;
      revision: number;
      permanent: string;
      card: string;
      from: string;
      to: string;
    }>(
      `INSERT INTO control_changes (game_id, revision, permanent, card, from_player, to_player)
       VALUES (@game, @revision, @permanent, @card, @from, @to) ON CONFLICT DO NOTHING`,
    ),
  },
  eventTypes: new Set(['GameStarted', 'PermanentEntered', 'ControlChanged']),
  project(event, db) {
    const game = event.gameId;
    for (const { object, value } of enteringObjects(event, 'card')) {
      db.run('remember', { game, object, value });
    }
    if (event.type !== 'ControlChanged') return;
    const { permanent, from, to } = event.data;
    const card = db.get('cardOf', { game, object: permanent })?.value ?? permanent;
    db.run('change', { game, revision: event.revision, permanent, card, from, to });
  },
});
