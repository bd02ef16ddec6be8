/**
 * One permanent: name, id, keywords, tapped state, whom it attacks or what it blocks, counters,
 * damage, power/toughness, token, who owns it when that is not who controls it, and the
 * permanents attached to it (nested inside).
 */
import type { ComponentChildren } from 'preact';
import type { GameView, PermanentView } from '@arbiter/contracts';

type Combat = NonNullable<GameView['combat']>;

/** What a permanent does in combat now: the attack it makes, the attackers it blocks. */
export interface CombatRole {
  readonly attack?: Combat['attackers'][string];
  readonly blocking?: readonly string[];
}

export interface PermanentTileProps {
  readonly id: string;
  readonly permanent: PermanentView;
  /** The controller of the permanent this one is attached to, when nested. */
  readonly hostController?: string;
  readonly combat?: CombatRole;
  readonly children?: ComponentChildren;
}

function describe(id: string, p: PermanentView, combat: CombatRole | undefined): string {
  const parts = [`${p.card} (${id})`, p.tapped ? 'tapped' : 'untapped'];
  if (p.keywords.length > 0) parts.push(p.keywords.join(', '));
  if (combat?.attack !== undefined) parts.push(`attacking ${combat.attack.defending}`);
  if (combat?.blocking !== undefined)
    parts.push(`blocking ${combat.blocking.join(', ') || 'nothing now'}`);
  if (p.controller !== p.owner) parts.push(`controlled by ${p.controller}, owned by ${p.owner}`);
  for (const [kind, n] of Object.entries(p.counters))
    parts.push(`${n} ${kind} counter${n === 1 ? '' : 's'}`);
  if (p.damage > 0) parts.push(`${p.damage} damage`);
  return parts.join(', ');
}

export function PermanentTile({
  id,
  permanent: p,
  hostController,
  combat,
  children,
}: PermanentTileProps) {
  const attack = combat?.attack;
  const blocking = combat?.blocking;
  const borrowed = p.controller !== p.owner;
  const counters = Object.entries(p.counters);
  const classes = [
    'perm',
    p.tapped ? 'tapped' : '',
    borrowed ? 'borrowed' : '',
    p.token ? 'token' : '',
    attack === undefined ? '' : 'attacking',
    blocking === undefined ? '' : 'blocking',
  ]
    .filter((c) => c !== '')
    .join(' ');
  return (
    <li
      class={classes}
      data-testid="permanent"
      data-id={id}
      data-controller={p.controller}
      data-owner={p.owner}
      data-tapped={String(p.tapped)}
      {...(attack === undefined ? {} : { 'data-attacking': attack.defending })}
      {...(blocking === undefined ? {} : { 'data-blocking': blocking.join(' ') })}
      aria-label={describe(id, p, combat)}
    >
      <div class="perm-card">
        <div class="perm-head">
          <span class="perm-name">{p.card}</span>
          {p.power !== null && p.toughness !== null ? (
            <span class="perm-pt" title="power/toughness">
              {p.power}/{p.toughness}
            </span>
          ) : null}
        </div>
        <div class="perm-id">{id}</div>
        {p.keywords.length === 0 ? null : (
          <div class="keywords" data-field="keywords">
            {p.keywords.join(' · ')}
          </div>
        )}
        <div class="badges">
          {attack === undefined ? null : (
            <span class="badge badge-attacking" data-field="attacking">
              attacking → {attack.defending}
            </span>
          )}
          {attack !== undefined && attack.blockedBy.length > 0 ? (
            <span class="badge badge-blocked" data-field="blocked-by">
              blocked by {attack.blockedBy.join(', ')}
            </span>
          ) : null}
          {blocking === undefined ? null : (
            <span class="badge badge-blocking" data-field="blocking">
              blocking {blocking.join(', ') || '—'}
            </span>
          )}
          {p.tapped ? (
            <span class="badge badge-tapped" data-field="tapped">
              ⤵ tapped
            </span>
          ) : null}
          {p.token ? <span class="badge">token</span> : null}
          {borrowed ? (
            <span
              class="badge badge-borrowed"
              data-field="owner"
              title={`controlled by ${p.controller}, owned by ${p.owner}`}
            >
              ⇄ owner {p.owner}
            </span>
          ) : null}
          {hostController !== undefined && hostController !== p.controller ? (
            <span class="badge badge-borrowed">controller {p.controller}</span>
          ) : null}
          {counters.map(([kind, n]) => (
            <span key={kind} class="badge badge-counter" data-field="counter" data-kind={kind}>
              {kind} ×{n}
            </span>
          ))}
          {p.damage > 0 ? <span class="badge badge-damage">{p.damage} damage</span> : null}
        </div>
      </div>
      {children === undefined ? null : (
        <ul class="attachments" aria-label={`attached to ${p.card}`}>
          {children}
        </ul>
      )}
    </li>
  );
}
