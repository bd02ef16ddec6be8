/**
 * A compact reading of a GameView for a judge: life and mana pools, the battlefield (tapped,
 * controller, counters), the stack and any pending choice. Plain text lines; the Markdown and HTML
 * reports escape them for their format.
 */
import { MANA_TYPES, type GameView, type ManaPool } from '@arbiter/rules';
import type { AuditVerdict } from './audit-report.types';

export interface ViewSummary {
  readonly header: string;
  readonly players: readonly string[];
  readonly battlefield: readonly string[];
  readonly stack: readonly string[];
  readonly pendingChoice: string | null;
}

/** `{G}{G}{C}`, or `{G}×12` past a handful; `empty` for no mana. */
export function poolText(pool: Partial<ManaPool>): string {
  const parts = MANA_TYPES.filter((t) => (pool[t] ?? 0) > 0).map((t) => {
    const n = pool[t] ?? 0;
    return n > 5 ? `{${t}}×${n}` : `{${t}}`.repeat(n);
  });
  return parts.length === 0 ? 'empty' : parts.join('');
}

export function summarizeView(view: GameView): ViewSummary {
  const players = Object.entries(view.players).map(([name, p]) => {
    const hand = typeof p.hand === 'number' ? p.hand : p.hand.length;
    const out = p.inGame ? '' : ', left the game';
    return `${name}: life ${p.life}, pool ${poolText(p.manaPool)}, hand ${hand}, library ${p.librarySize}, graveyard ${p.graveyard.length}${out}`;
  });
  const battlefield = Object.entries(view.battlefield).map(([id, p]) => {
    const facts = [
      p.controller === p.owner
        ? `controlled by ${p.controller}`
        : `controlled by ${p.controller} (owner ${p.owner})`,
      p.tapped ? 'tapped' : 'untapped',
    ];
    const counters = Object.entries(p.counters).map(([k, n]) => `${n} ${k}`);
    if (counters.length > 0) facts.push(`counters: ${counters.join(', ')}`);
    if (p.power !== null && p.toughness !== null) facts.push(`${p.power}/${p.toughness}`);
    if (p.damage > 0) facts.push(`${p.damage} damage`);
    if (p.attachedTo !== null) facts.push(`attached to ${p.attachedTo}`);
    if (p.token) facts.push('token');
    return `${id} ${p.card}: ${facts.join(', ')}`;
  });
  const stack = view.stack.map((o, i) => {
    const targets = o.targets.length > 0 ? ` → ${o.targets.join(', ')}` : '';
    const top = i === view.stack.length - 1 ? ' (top)' : '';
    return `${o.id} ${o.kind} of ${o.controller}: ${o.text}${targets}${top}`;
  });
  const c = view.pendingChoice;
  return {
    header: `turn ${view.turn}, ${view.activePlayer} active, ${view.step} step, revision ${view.revision}${view.winner === null ? '' : `, ${view.winner} has won`}`,
    players,
    battlefield,
    stack,
    pendingChoice:
      c === null ? null : `${c.player} to choose (${c.kind}) among ${JSON.stringify(c.options)}`,
  };
}

/** The verdict in words, for the top of a report. */
export function verdictText(
  verdict: AuditVerdict,
  counts: { divergences: number; errors: number; brokenAt: number | null },
): string {
  switch (verdict) {
    case 'consistent':
      return 'Consistent: every recorded event follows from the players\u2019 decisions under the rules, and the hash chain is whole.';
    case 'divergent':
      return `Divergent: the record departs from what the rules derive at ${counts.divergences} place(s); the hash chain is whole.`;
    case 'tampered':
      return `Tampered: the hash chain is broken${counts.brokenAt === null ? '' : ` at revision ${counts.brokenAt}`}, so the log was altered after it was recorded${counts.divergences > 0 ? `; the replay also found ${counts.divergences} divergence(s)` : ''}.`;
    case 'invalid':
      return `Invalid: the log could not be audited as a whole (${counts.errors} problem(s) with the input); nothing was imported.`;
  }
}
