import { defineProjection, sql } from '../projection';

/**
 * Combat (CR 506-511), per game, controller and card: how often each creature attacked
 * (`AttackersDeclared`) and blocked (`BlockersDeclared`), and the combat damage it dealt
 * (`DamageDealt` with `combat`, 510.2) to players and to creatures; and the combat damage each
 * player took. A creature counts for the player who controlled it then (control may change,
 * 108.4). Damage that was prevented (615) was never dealt and is not counted; nor is damage from
 * spells and abilities.
 */
export const combatProjection = defineProjection({
  name: 'combat',
  version: 1,
  description: 'attacks, blocks and combat damage per card and player',
  schema: [
    `CREATE TABLE combat_objects (
      game_id    TEXT NOT NULL,
      object_id  TEXT NOT NULL,
      card       TEXT NOT NULL,
      controller TEXT NOT NULL,
      PRIMARY KEY (game_id, object_id)
    ) STRICT, WITHOUT ROWID`,
    `CREATE TABLE combat_players (
      game_id TEXT NOT NULL,
      player  TEXT NOT NULL,
      PRIMARY KEY (game_id, player)
    ) STRICT, WITHOUT ROWID`,
    `CREATE TABLE combat_by_card (
      game_id      TEXT    NOT NULL,
      player       TEXT    NOT NULL,
      card         TEXT    NOT NULL,
      attacks      INTEGER NOT NULL,
      blocks       INTEGER NOT NULL,
      to_players   INTEGER NOT NULL,
      to_creatures INTEGER NOT NULL,
      PRIMARY KEY (game_id, player, card)
    ) STRICT, WITHOUT ROWID`,
    `CREATE TABLE combat_damage_taken (
      game_id TEXT    NOT NULL,
      player  TEXT    NOT NULL,
      amount  INTEGER NOT NULL,
      PRIMARY KEY (game_id, player)
    ) STRICT, WITHOUT ROWID`,
  ],
  statements: {
    player: sql<{ game: string; player: string }>(
      'INSERT INTO combat_players (game_id, player) VALUES (@game, @player) ON CONFLICT DO NOTHING',
    ),
    isPlayer: sql<{ game: string; player: string }, { player: string }>(
      'SELECT player FROM combat_players WHERE game_id = @game AND player = @player',
    ),
    remember: sql<{ game: string; object: string; card: string; controller: string }>(
      `INSERT INTO combat_objects (game_id, object_id, card, controller) VALUES (@game, @object, @card, @controller)
       ON CONFLICT (game_id, object_id) DO UPDATE SET card = excluded.card, controller = excluded.controller`,
    ),
    controlled: sql<{ game: string; object: string; controller: string }>(
      'UPDATE combat_objects SET controller = @controller WHERE game_id = @game AND object_id = @object',
    ),
    objectOf: sql<{ game: string; object: string }, { card: string; controller: string }>(
      'SELECT card, controller FROM combat_objects WHERE game_id = @game AND object_id = @object',
    ),
    add: sql<{
      game: string;
      player: string;
      card: string;
      attacks: number;
      blocks: number;
      toPlayers: number;
      toCreatures: number;
    }>(
      `INSERT INTO combat_by_card (game_id, player, card, attacks, blocks, to_players, to_creatures)
       VALUES (@game, @player, @card, @attacks, @blocks, @toPlayers, @toCreatures)
       ON CONFLICT DO UPDATE SET attacks = attacks + excluded.attacks, blocks = blocks + excluded.blocks,
         to_players = to_players + excluded.to_players, to_creatures = to_creatures + excluded.to_creatures`,
    ),
    taken: sql<{ game: string; player: string; amount: number }>(
      `INSERT INTO combat_damage_taken (game_id, player, amount) VALUES (@game, @player, @amount)
       ON CONFLICT DO UPDATE SET amount = amount + excluded.amount`,
    ),
  },
  eventTypes: new Set([
    'GameStarted',
    'PermanentEntered',
    'ControlChanged',
    'AttackersDeclared',
    'BlockersDeclared',
    'DamageDealt',
  ]),
  project(event, db) {
    const game = event.gameId;
    const counts = { attacks: 0, blocks: 0, toPlayers: 0, toCreatures: 0 };
    const add = (object: string, change: Partial<typeof counts>): void => {
      const known = db.get('objectOf', { game, object });
      const player = known?.controller ?? '';
      db.run('add', { game, player, card: known?.card ?? object, ...counts, ...change });
    };
    switch (event.type) {
      case 'GameStarted':
        for (const player of event.data.setup.players) db.run('player', { game, player });
        for (const p of event.data.setup.battlefield)
          db.run('remember', { game, object: p.id, card: p.card, controller: p.controller });
        return;
      case 'PermanentEntered':
        db.run('remember', {
          game,
          object: event.data.permanent,
          card: event.data.card,
          controller: event.data.controller,
        });
        return;
      case 'ControlChanged':
        db.run('controlled', { game, object: event.data.permanent, controller: event.data.to });
        return;
      case 'AttackersDeclared':
        for (const object of Object.keys(event.data.attackers)) add(object, { attacks: 1 });
        return;
      case 'BlockersDeclared':
        for (const object of Object.keys(event.data.blockers)) add(object, { blocks: 1 });
        return;
      case 'DamageDealt': {
        const { source, target, amount, combat } = event.data;
        if (!combat || amount <= 0) return;
        const toPlayer = db.get('isPlayer', { game, player: target }) !== undefined;
        add(source, toPlayer ? { toPlayers: amount } : { toCreatures: amount });
        if (toPlayer) db.run('taken', { game, player: target, amount });
        return;
      }
      default:
        return;
    }
  },
});
