/**
 * API keys and roles (the README's HTTP API section): `recorder` creates games and posts actions; `judge` may do
 * everything and see hidden information; `player:<name>` sees that player's view only.
 */
import { randomBytes } from 'node:crypto';

export type Role = { readonly kind: 'recorder' } | { readonly kind: 'judge' } | { readonly kind: 'player'; readonly player: string };

export interface ApiKeys {
  readonly keys: ReadonlyMap<string, Role>;
  /** Keys made at start because none were configured, to print with the URL. */
  readonly generated: readonly { readonly key: string; readonly role: string }[];
}

export function parseApiKeys(spec: string | null): ApiKeys {
  const keys = new Map<string, Role>();
  if (spec === null) {
    const recorder = randomBytes(16).toString('hex');
    const judge = randomBytes(16).toString('hex');
    keys.set(recorder, { kind: 'recorder' });
    keys.set(judge, { kind: 'judge' });
    return { keys, generated: [{ key: recorder, role: 'recorder' }, { key: judge, role: 'judge' }] };
  }
  for (const entry of spec.split(',')) {
    const [key, role, player] = entry.split(':');
    if (key === undefined || key === '') continue;
    if (role === 'recorder' || role === 'judge') keys.set(key, { kind: role });
    else if (role === 'player' && player !== undefined && player !== '') keys.set(key, { kind: 'player', player });
  }
  return { keys, generated: [] };
}

export function describeRole(role: Role): string {
  return role.kind === 'player' ? `player:${role.player}` : role.kind;
}
