import { defineProjection, sql } from '../projection';

/**
 * One row per game (start, last event, size in events and turns, winner) and one per player of
 * a game (turn-order seat, outcome, why and when they left). The other read models join it to
 * filter by the game's start date and by player.
 * Seat 1 is the player who took the first turn; the others follow in turn order (CR 101.4).
 * Events are the stream's length (revision + 1): every event of a game stream is a game event.
 * Turns count the first turn of the record plus one per `TurnBegan`.
 * Outcome: `won` on `GameWon`, `lost` on `PlayerLeftGame` (CR 104.3), null while undecided.
 * `started_position` (the global position of `GameStarted`) orders the games as the store does,
 * and `setup_index` keeps the players in the order the game was set up with: `GET /games` pages
 * through this table (version 2 added both).
 */
export const gamesProjection = defineProjection({
  name: 'games',
  version: 2,
  description: 'games, their players, sizes, durations and outcomes',
  schema: [
    `CREATE TABLE games (
      game_id          TEXT    PRIMARY KEY,
      started_position INTEGER NOT NULL,
      started_at       INTEGER NOT NULL,
      last_event_at    INTEGER NOT NULL,
      events           INTEGER NOT NULL,
      turns            INTEGER NOT NULL,
      current_turn     INTEGER NOT NULL,
      players          INTEGER NOT NULL,
      winner           TEXT
    ) STRICT, WITHOUT ROWID`,
    'CREATE INDEX games_by_start ON games (started_at)',
    'CREATE UNIQUE INDEX games_by_position ON games (started_position)',
    `CREATE TABLE game_players (
      game_id     TEXT    NOT NULL,
      player      TEXT    NOT NULL,
      seat        INTEGER NOT NULL,
      setup_index INTEGER NOT NULL,
      outcome     TEXT,
      left_reason TEXT,
      left_turn   INTEGER,
      PRIMARY KEY (game_id, player)
    ) STRICT, WITHOUT ROWID`,
    'CREATE INDEX game_players_by_player ON game_players (player)',
  ],
  statements: {
    start: sql<{ game: string; position: bigint; created: number; turn: number; players: number }>(
      `INSERT INTO games (game_id, started_position, started_at, last_event_at, events, turns, current_turn, players)
       VALUES (@game, @position, @created, @created, 1, 1, @turn, @players) ON CONFLICT DO NOTHING`,
    ),
    seat: sql<{ game: string; player: string; seat: number; index: number }>(
      `INSERT INTO game_players (game_id, player, seat, setup_index) VALUES (@game, @player, @seat, @index)
       ON CONFLICT DO NOTHING`,
    ),
    /** Absolute values (the stream revision counts the events before): only a batch's last matters. */
    latest: sql<{ game: string; events: number; created: number }>(
      'UPDATE games SET events = @events, last_event_at = @created WHERE game_id = @game',
    ),
    turn: sql<{ game: string; turn: number }>(
      'UPDATE games SET turns = turns + 1, current_turn = @turn WHERE game_id = @game',
    ),
    left: sql<{ game: string; player: string; reason: string }>(
      `UPDATE game_players SET outcome = 'lost', left_reason = @reason,
         left_turn = (SELECT current_turn FROM games WHERE game_id = @game)
       WHERE game_id = @game AND player = @player`,
    ),
    won: sql<{ game: string; player: string }>(
      `UPDATE game_players SET outcome = 'won' WHERE game_id = @game AND player = @player`,
    ),
    winner: sql<{ game: string; player: string }>(
      'UPDATE games SET winner = @player WHERE game_id = @game',
    ),
  },
  eventTypes: 'all',
  project(event, db) {
    const game = event.gameId;
    if (event.type === 'GameStarted') {
      const { players, activePlayer, turn } = event.data.setup;
      db.run('start', { game, position: event.position, created: event.created, turn, players: players.length });
      const first = Math.max(0, players.indexOf(activePlayer));
      players.forEach((player, i) => {
        const seat = ((i - first + players.length) % players.length) + 1;
        db.run('seat', { game, player, seat, index: i });
      });
      return;
    }
    db.runLatest('latest', game, { game, events: event.revision + 1, created: event.created });
    switch (event.type) {
      case 'TurnBegan':
        db.run('turn', { game, turn: event.data.turn });
        break;
      case 'PlayerLeftGame':
        db.run('left', { game, player: event.data.player, reason: event.data.reason });
        break;
      case 'GameWon':
        db.run('won', { game, player: event.data.player });
        db.run('winner', { game, player: event.data.player });
        break;
      default:
        break;
    }
  },
});
