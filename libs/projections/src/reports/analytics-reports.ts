/**
 * The analytics reports: one SQL query each over the read models, with the same three named
 * parameters (`@from`, `@until`: epoch ms bounds on the game's start; `@player`). Every report
 * joins `games` (alias `g`) for the date range.
 */

/** How a column's values are typed in JSON (`date`: epoch ms in SQL, ISO text in JSON). */
export type ColumnType = 'text' | 'integer' | 'real' | 'date';

export interface ReportColumn {
  readonly name: string;
  readonly type: ColumnType;
}

export interface AnalyticsReport {
  /** The last segment of `GET /analytics/<name>`. */
  readonly name: string;
  readonly description: string;
  /** What `player=` keeps. */
  readonly playerFilter: string;
  /** The projections it reads (their checkpoints tell how recent the figures are). */
  readonly projections: readonly string[];
  readonly columns: readonly ReportColumn[];
  readonly sql: string;
}

const IN_RANGE =
  '(@from IS NULL OR g.started_at >= @from) AND (@until IS NULL OR g.started_at < @until)';
const PLAYED_IN = `(@player IS NULL OR EXISTS (
  SELECT 1 FROM game_players gp WHERE gp.game_id = g.game_id AND gp.player = @player))`;
const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
const BY_TYPE = MANA_TYPES.map(
  (t) => `SUM(CASE WHEN m.mana_type = '${t}' THEN m.amount ELSE 0 END) AS "${t}"`,
).join(', ');

/**
 * A row about hidden information (`hidden = 1`: a card only ever in a hand or a library) counts
 * only for an audience that may see it: a judge (`@seesHidden`), or the card's owner (`@viewer`).
 */
const SEEN_BY_AUDIENCE = '(a.hidden = 0 OR @seesHidden = 1 OR a.player = @viewer)';

const col = (name: string, type: ColumnType): ReportColumn => ({ name, type });
const int = (name: string): ReportColumn => col(name, 'integer');
const manaColumns = [...MANA_TYPES.map(int), int('total'), int('games')];
const winColumns = [int('wins'), int('losses'), col('winRate', 'real')];
/** Wins over decided player-games (won or left); null when none is decided. */
const WON = "CASE WHEN p.outcome = 'won' THEN 1 ELSE 0 END";
const WIN_RATE = `SUM(${WON}) AS wins, SUM(CASE WHEN p.outcome = 'lost' THEN 1 ELSE 0 END) AS losses,
  CAST(SUM(${WON}) AS REAL) / NULLIF(SUM(p.outcome IS NOT NULL), 0) AS "winRate"`;

function manaBy(key: 'player' | 'card'): string {
  return `SELECT m.${key} AS ${key}, ${BY_TYPE}, SUM(m.amount) AS total, COUNT(DISTINCT m.game_id) AS games
    FROM mana_produced m JOIN games g ON g.game_id = m.game_id
    WHERE ${IN_RANGE} AND (@player IS NULL OR m.player = @player)
    GROUP BY m.${key} ORDER BY total DESC, m.${key}`;
}

function abilityUses(kind: 'replacement' | 'trigger', count: string, extra: string): string {
  return `SELECT u.card AS card, SUM(u.uses) AS "${count}"${extra}, COUNT(DISTINCT u.game_id) AS games
    FROM ability_uses u JOIN games g ON g.game_id = u.game_id
    WHERE u.kind = '${kind}' AND ${IN_RANGE} AND (@player IS NULL OR u.player = @player)
    GROUP BY u.card ORDER BY "${count}" DESC, u.card`;
}

export const ANALYTICS_REPORTS: readonly AnalyticsReport[] = [
  {
    name: 'games',
    description:
      'every game: start, duration (first to last event), size in events and turns, winner',
    playerFilter: 'games the player took part in',
    projections: ['games'],
    columns: [
      col('gameId', 'text'),
      col('startedAt', 'date'),
      int('durationMs'),
      int('events'),
      int('turns'),
      col('players', 'text'),
      col('winner', 'text'),
    ],
    sql: `SELECT g.game_id AS "gameId", g.started_at AS "startedAt",
        g.last_event_at - g.started_at AS "durationMs", g.events AS events, g.turns AS turns,
        (SELECT group_concat(p.player, ' ' ORDER BY p.seat) FROM game_players p
          WHERE p.game_id = g.game_id) AS players,
        g.winner AS winner
      FROM games g WHERE ${IN_RANGE} AND ${PLAYED_IN}
      ORDER BY g.started_at, g.game_id`,
  },
  {
    name: 'game-sizes',
    description: 'sizes (events, turns) and durations of games: totals, averages, extremes',
    playerFilter: 'games the player took part in',
    projections: ['games'],
    columns: [
      int('games'),
      int('events'),
      col('avgEvents', 'real'),
      int('minEvents'),
      int('maxEvents'),
      col('avgTurns', 'real'),
      int('maxTurns'),
      col('avgDurationMs', 'real'),
      int('maxDurationMs'),
    ],
    sql: `SELECT COUNT(*) AS games, COALESCE(SUM(g.events), 0) AS events,
        AVG(g.events) AS "avgEvents", MIN(g.events) AS "minEvents", MAX(g.events) AS "maxEvents",
        AVG(g.turns) AS "avgTurns", MAX(g.turns) AS "maxTurns",
        AVG(g.last_event_at - g.started_at) AS "avgDurationMs",
        MAX(g.last_event_at - g.started_at) AS "maxDurationMs"
      FROM games g WHERE ${IN_RANGE} AND ${PLAYED_IN}`,
  },
  {
    name: 'mana-by-player',
    description: 'mana produced by each player, per type',
    playerFilter: "that player's mana",
    projections: ['games', 'mana'],
    columns: [col('player', 'text'), ...manaColumns],
    sql: manaBy('player'),
  },
  {
    name: 'mana-by-card',
    description: 'mana produced per source card, per type',
    playerFilter: "mana that player's permanents produced for them",
    projections: ['games', 'mana'],
    columns: [col('card', 'text'), ...manaColumns],
    sql: manaBy('card'),
  },
  {
    name: 'mana-by-type',
    description: 'mana produced per type (W U B R G C), with its share of the total',
    playerFilter: "that player's mana",
    projections: ['games', 'mana'],
    columns: [col('type', 'text'), int('amount'), col('share', 'real')],
    sql: `WITH types (mana_type, ord) AS (VALUES ${MANA_TYPES.map((t, i) => `('${t}', ${i})`).join(', ')}),
      produced AS (
        SELECT m.mana_type AS mana_type, SUM(m.amount) AS amount
        FROM mana_produced m JOIN games g ON g.game_id = m.game_id
        WHERE ${IN_RANGE} AND (@player IS NULL OR m.player = @player)
        GROUP BY m.mana_type)
      SELECT t.mana_type AS type, COALESCE(p.amount, 0) AS amount,
        CAST(COALESCE(p.amount, 0) AS REAL) / NULLIF((SELECT SUM(amount) FROM produced), 0) AS share
      FROM types t LEFT JOIN produced p ON p.mana_type = t.mana_type ORDER BY t.ord`,
  },
  {
    name: 'replacements',
    description: 'how often each replacement effect applied (ReplacementApplied), per card',
    playerFilter: 'replacements whose source that player controlled',
    projections: ['games', 'abilities'],
    columns: [col('card', 'text'), int('applied'), int('games')],
    sql: abilityUses('replacement', 'applied', ''),
  },
  {
    name: 'triggers',
    description: 'how often each triggered ability triggered (AbilityTriggered), per card',
    playerFilter: 'triggers that player controlled',
    projections: ['games', 'abilities'],
    columns: [col('card', 'text'), int('triggered'), int('reflexive'), int('games')],
    sql: abilityUses('trigger', 'triggered', ', SUM(u.reflexive) AS reflexive'),
  },
  {
    name: 'rejections',
    description: 'refused actions (ActionRejected) by CR rule: what players get wrong',
    playerFilter: "that player's refused actions",
    projections: ['games', 'rejections'],
    columns: [
      col('rule', 'text'),
      int('rejections'),
      int('players'),
      int('games'),
      col('actions', 'text'),
    ],
    sql: `SELECT r.rule AS rule, COUNT(*) AS rejections, COUNT(DISTINCT r.player) AS players,
        COUNT(DISTINCT r.game_id) AS games,
        group_concat(DISTINCT r.action ORDER BY r.action) AS actions
      FROM rejected_actions r JOIN games g ON g.game_id = r.game_id
      WHERE ${IN_RANGE} AND (@player IS NULL OR r.player = @player)
      GROUP BY r.rule ORDER BY rejections DESC, r.rule`,
  },
  {
    name: 'control-changes',
    description: 'changes of control (ControlChanged), per card',
    playerFilter: 'changes to or from that player',
    projections: ['games', 'control'],
    columns: [col('card', 'text'), int('changes'), int('permanents'), int('games')],
    sql: `SELECT c.card AS card, COUNT(*) AS changes,
        COUNT(DISTINCT c.game_id || '/' || c.permanent) AS permanents,
        COUNT(DISTINCT c.game_id) AS games
      FROM control_changes c JOIN games g ON g.game_id = c.game_id
      WHERE ${IN_RANGE} AND (@player IS NULL OR c.from_player = @player OR c.to_player = @player)
      GROUP BY c.card ORDER BY changes DESC, c.card`,
  },
  {
    name: 'players-leaving',
    description: 'players leaving games (PlayerLeftGame), per reason',
    playerFilter: "that player's departures",
    projections: ['games'],
    columns: [col('reason', 'text'), int('departures'), int('games'), col('avgTurn', 'real')],
    sql: `SELECT p.left_reason AS reason, COUNT(*) AS departures,
        COUNT(DISTINCT p.game_id) AS games, AVG(p.left_turn) AS "avgTurn"
      FROM game_players p JOIN games g ON g.game_id = p.game_id
      WHERE p.left_reason IS NOT NULL AND ${IN_RANGE} AND (@player IS NULL OR p.player = @player)
      GROUP BY p.left_reason ORDER BY departures DESC, p.left_reason`,
  },
  {
    name: 'cards',
    description:
      'games per card (in a starting position or entering later) and the win rate of the players who had it',
    playerFilter: "that player's cards and results",
    projections: ['games', 'cards'],
    columns: [col('card', 'text'), int('games'), int('playerGames'), ...winColumns],
    sql: `SELECT a.card AS card, COUNT(DISTINCT a.game_id) AS games, COUNT(*) AS "playerGames", ${WIN_RATE}
      FROM card_appearances a JOIN games g ON g.game_id = a.game_id
        JOIN game_players p ON p.game_id = a.game_id AND p.player = a.player
      WHERE ${IN_RANGE} AND (@player IS NULL OR a.player = @player) AND ${SEEN_BY_AUDIENCE}
      GROUP BY a.card ORDER BY games DESC, a.card`,
  },
  {
    name: 'turn-order',
    description: 'win rates by turn order (seat 1 takes the first turn), per number of players',
    playerFilter: "that player's seats and results",
    projections: ['games'],
    columns: [int('playerCount'), int('seat'), int('games'), ...winColumns],
    sql: `SELECT g.players AS "playerCount", p.seat AS seat, COUNT(*) AS games, ${WIN_RATE}
      FROM game_players p JOIN games g ON g.game_id = p.game_id
      WHERE ${IN_RANGE} AND (@player IS NULL OR p.player = @player)
      GROUP BY g.players, p.seat ORDER BY g.players, p.seat`,
  },
  {
    name: 'combat-damage-by-player',
    description:
      'combat damage (510.2) each player dealt with the creatures they controlled, to players and to creatures, and took; their attacks and blocks',
    playerFilter: "that player's row",
    projections: ['games', 'combat'],
    columns: [
      col('player', 'text'),
      int('dealt'),
      int('toPlayers'),
      int('toCreatures'),
      int('taken'),
      int('attacks'),
      int('blocks'),
      int('games'),
    ],
    sql: `WITH r AS (
        SELECT game_id, player, attacks, blocks, to_players, to_creatures, 0 AS taken FROM combat_by_card
        UNION ALL SELECT game_id, player, 0, 0, 0, 0, amount FROM combat_damage_taken)
      SELECT r.player AS player, SUM(r.to_players + r.to_creatures) AS dealt,
        SUM(r.to_players) AS "toPlayers", SUM(r.to_creatures) AS "toCreatures", SUM(r.taken) AS taken,
        SUM(r.attacks) AS attacks, SUM(r.blocks) AS blocks, COUNT(DISTINCT r.game_id) AS games
      FROM r JOIN games g ON g.game_id = r.game_id
      WHERE ${IN_RANGE} AND (@player IS NULL OR r.player = @player)
      GROUP BY r.player ORDER BY dealt DESC, taken DESC, r.player`,
  },
  {
    name: 'combat-damage-by-card',
    description:
      'per creature card: attacks, blocks, and the combat damage (510.2) it dealt to players and to creatures',
    playerFilter: 'creatures that player controlled',
    projections: ['games', 'combat'],
    columns: [
      col('card', 'text'),
      int('attacks'),
      int('blocks'),
      int('dealt'),
      int('toPlayers'),
      int('toCreatures'),
      int('games'),
    ],
    sql: `SELECT c.card AS card, SUM(c.attacks) AS attacks, SUM(c.blocks) AS blocks,
        SUM(c.to_players + c.to_creatures) AS dealt, SUM(c.to_players) AS "toPlayers",
        SUM(c.to_creatures) AS "toCreatures", COUNT(DISTINCT c.game_id) AS games
      FROM combat_by_card c JOIN games g ON g.game_id = c.game_id
      WHERE ${IN_RANGE} AND (@player IS NULL OR c.player = @player)
      GROUP BY c.card ORDER BY dealt DESC, SUM(c.attacks + c.blocks) DESC, c.card`,
  },
  {
    name: 'spells-by-card',
    description: 'spells cast (601.2) per card, and how many of them were countered (701.6a)',
    playerFilter: 'spells that player cast',
    projections: ['games', 'spells'],
    columns: [col('card', 'text'), int('cast'), int('countered'), int('players'), int('games')],
    sql: `SELECT s.card AS card, SUM(s.cast_count) AS "cast", SUM(s.countered_count) AS countered,
        COUNT(DISTINCT CASE WHEN s.cast_count > 0 THEN s.player END) AS players,
        COUNT(DISTINCT s.game_id) AS games
      FROM spells_cast s JOIN games g ON g.game_id = s.game_id
      WHERE ${IN_RANGE} AND (@player IS NULL OR s.player = @player)
      GROUP BY s.card ORDER BY "cast" DESC, s.card`,
  },
];

/** A report by name, or undefined. */
export function findReport(name: string): AnalyticsReport | undefined {
  return ANALYTICS_REPORTS.find((r) => r.name === name);
}
