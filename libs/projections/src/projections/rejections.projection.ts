import { defineProjection, sql } from '../projection';

/** The `do` of a refused command (`activate`, `cast`, ...), when it has one. */
function actionKind(action: unknown): string | null {
  if (typeof action !== 'object' || action === null) return null;
  const kind = (action as { do?: unknown }).do;
  return typeof kind === 'string' ? kind : null;
}

/**
 * Every refused action (`ActionRejected`): who tried what, and the CR rule that refused it —
 * what players get wrong.
 */
export const rejectionsProjection = defineProjection({
  name: 'rejections',
  version: 1,
  description: 'refused actions with the rule that refused them',
  schema: [
    `CREATE TABLE rejected_actions (
      game_id  TEXT    NOT NULL,
      revision INTEGER NOT NULL,
      player   TEXT,
      action   TEXT,
      rule     TEXT    NOT NULL,
      reason   TEXT    NOT NULL,
      PRIMARY KEY (game_id, revision)
    ) STRICT, WITHOUT ROWID`,
    'CREATE INDEX rejected_actions_by_rule ON rejected_actions (rule)',
  ],
  statements: {
    add: sql<{
      game: string;
      revision: number;
      player: string | null;
      action: string | null;
      rule: string;
      reason: string;
    }>(
      `INSERT INTO rejected_actions (game_id, revision, player, action, rule, reason)
       VALUES (@game, @revision, @player, @action, @rule, @reason) ON CONFLICT DO NOTHING`,
    ),
  },
  eventTypes: new Set(['ActionRejected']),
  project(event, db) {
    if (event.type !== 'ActionRejected') return;
    const { player, action, rule, reason } = event.data;
    db.run('add', {
      game: event.gameId,
      revision: event.revision,
      player,
      action: actionKind(action),
      rule,
      reason,
    });
  },
});
