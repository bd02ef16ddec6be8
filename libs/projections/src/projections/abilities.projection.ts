import { defineProjection, sql } from '../projection';
import { enteringObjects, objectTable } from './object-table';

const controllers = objectTable('ability_controllers', 'controller');

/**
 * How often each replacement effect applied (`ReplacementApplied`, CR 614/616) and each
 * triggered ability triggered (`AbilityTriggered`, CR 603), per game, card and player. The
 * player is the controller of the source: the trigger's controller, or for a replacement the
 * controller of its source permanent at that time (followed through `ControlChanged`).
 */
export const abilitiesProjection = defineProjection({
  name: 'abilities',
  version: 1,
  description: 'replacement effects applied and abilities triggered, per card',
  schema: [
    controllers.schema,
    `CREATE TABLE ability_uses (
      game_id   TEXT    NOT NULL,
      kind      TEXT    NOT NULL CHECK (kind IN ('replacement', 'trigger')),
      card      TEXT    NOT NULL,
      player    TEXT    NOT NULL,
      uses      INTEGER NOT NULL,
      reflexive INTEGER NOT NULL,
      PRIMARY KEY (game_id, kind, card, player)
    ) STRICT, WITHOUT ROWID`,
  ],
  statements: {
    remember: controllers.remember,
    controllerOf: controllers.lookup,
    use: sql<{ game: string; kind: string; card: string; player: string; reflexive: number }>(
      `INSERT INTO ability_uses (game_id, kind, card, player, uses, reflexive)
       VALUES (@game, @kind, @card, @player, 1, @reflexive)
       ON CONFLICT DO UPDATE SET uses = uses + 1, reflexive = reflexive + excluded.reflexive`,
    ),
  },
  eventTypes: new Set([
    'GameStarted',
    'PermanentEntered',
    'ControlChanged',
    'ReplacementApplied',
    'AbilityTriggered',
  ]),
  project(event, db) {
    const game = event.gameId;
    for (const { object, value } of enteringObjects(event, 'controller')) {
      db.run('remember', { game, object, value });
    }
    switch (event.type) {
      case 'ControlChanged':
        db.run('remember', { game, object: event.data.permanent, value: event.data.to });
        break;
      case 'ReplacementApplied': {
        const { source, card } = event.data;
        const player = db.get('controllerOf', { game, object: source })?.value ?? '';
        db.run('use', { game, kind: 'replacement', card, player, reflexive: 0 });
        break;
      }
      case 'AbilityTriggered': {
        const { card, controller, reflexive } = event.data;
        db.run('use', {
          game,
          kind: 'trigger',
          card,
          player: controller,
          reflexive: reflexive ? 1 : 0,
        });
        break;
      }
      default:
        break;
    }
  },
});
