/**
 * The combat damage dealt so far in the combat going on at a revision (CR 510.2): the
 * `DamageDealt` events marked `combat` since that combat's attackers were declared. The GameView
 * shows who attacks and blocks; what their damage did is in the events.
 */
import type { NamedEvent } from './card-names';

export interface CombatDamage {
  readonly revision: number;
  readonly source: string;
  readonly target: string;
  readonly amount: number;
}

type Event = NamedEvent & { readonly revision: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @example
 * combatDamageAt(events, 42) // [{ revision: 40, source: 'gb', target: 'bob', amount: 2 }, ...]
 */
export function combatDamageAt(events: readonly Event[], revision: number): CombatDamage[] {
  const out: CombatDamage[] = [];
  // Events are numbered from 0 without gaps: start at the revision's index, walk back to the declaration.
  let i = Math.min(revision, events.length - 1);
  while (i >= 0 && (events[i]?.revision ?? -1) > revision) i--;
  for (; i >= 0; i--) {
    const e = events[i];
    if (e === undefined || e.type === 'AttackersDeclared' || e.type === 'TurnBegan') break;
    const d = e.data;
    if (e.type !== 'DamageDealt' || !isRecord(d) || d['combat'] !== true) continue;
    const { source, target, amount } = d;
    if (typeof source === 'string' && typeof target === 'string' && typeof amount === 'number')
      out.push({ revision: e.revision, source, target, amount });
  }
  return out.reverse();
}
