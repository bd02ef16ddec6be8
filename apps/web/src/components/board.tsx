/**
 * The board at one revision: who holds priority; for each player their life, mana pool, hand,
 * library, graveyard, exile and battlefield (grouped by controller, auras and equipment nested in
 * what they are attached to, attackers and blockers marked); then combat, the stack and the
 * pending choice.
 */
import type { EventLine, GameView, ManaPool, PermanentView, PlayerView } from '@arbiter/contracts';
import type { CardNames } from '../model/card-names';
import { combatDamageAt } from '../model/combat-damage';
import { CombatPanel } from './combat-panel';
import { PermanentTile, type CombatRole } from './permanent-tile';
import { PendingChoicePanel, StackPanel } from './stack-panel';

const MANA_ORDER = ['W', 'U', 'B', 'R', 'G', 'C'] as const;

function ManaPoolView({ pool }: { readonly pool: ManaPool }) {
  const total = MANA_ORDER.reduce((n, t) => n + pool[t], 0);
  return (
    <span
      class="mana"
      data-field="mana"
      aria-label={
        total === 0
          ? 'mana pool empty'
          : `mana pool ${MANA_ORDER.filter((t) => pool[t] > 0)
              .map((t) => `${pool[t]} ${t}`)
              .join(', ')}`
      }
    >
      {MANA_ORDER.map((t) => (
        <span
          key={t}
          class={`pip pip-${t}${pool[t] === 0 ? ' pip-zero' : ''}`}
          data-mana={t}
          data-count={pool[t]}
        >
          {t}
          {pool[t] > 0 ? <sub>{pool[t]}</sub> : null}
        </span>
      ))}
    </span>
  );
}

/** A visible hand's names as the view gives them (cards drawn since the start included). */
function withHandNames(names: CardNames, handCards: PlayerView['handCards']): CardNames {
  if (handCards === undefined || handCards.length === 0) return names;
  const merged = new Map(names);
  for (const c of handCards) merged.set(c.id, c.card);
  return merged;
}

function Zone({
  label,
  ids,
  names,
}: {
  readonly label: string;
  readonly ids: readonly string[];
  readonly names: CardNames;
}) {
  return (
    <div class="zone" data-zone={label}>
      <span class="zone-label">
        {label} ({ids.length})
      </span>
      {ids.length === 0 ? null : (
        <ul class="zone-cards">
          {ids.map((id) => (
            <li key={id} data-id={id}>
              {names.get(id) ?? id}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Permanents({
  view,
  controller,
}: {
  readonly view: GameView;
  readonly controller: string;
}) {
  const entries = Object.entries(view.battlefield);
  const onBattlefield = new Set(entries.map(([id]) => id));
  const attachedTo = new Map<string, [string, PermanentView][]>();
  for (const entry of entries) {
    const host = entry[1].attachedTo;
    if (host !== null && onBattlefield.has(host))
      attachedTo.set(host, [...(attachedTo.get(host) ?? []), entry]);
  }
  const mine = entries.filter(
    ([, p]) =>
      p.controller === controller && (p.attachedTo === null || !onBattlefield.has(p.attachedTo)),
  );
  if (mine.length === 0) return <p class="empty">No permanents.</p>;
  const combatRole = (id: string): CombatRole | undefined => {
    const attack = view.combat?.attackers[id];
    const blocking = view.combat?.blockers[id]?.blocking;
    if (attack === undefined && blocking === undefined) return undefined;
    return {
      ...(attack === undefined ? {} : { attack }),
      ...(blocking === undefined ? {} : { blocking }),
    };
  };
  const tile = ([id, p]: [string, PermanentView], hostController?: string) => {
    const attached = attachedTo.get(id);
    const combat = combatRole(id);
    return (
      <PermanentTile
        key={id}
        id={id}
        permanent={p}
        {...(hostController === undefined ? {} : { hostController })}
        {...(combat === undefined ? {} : { combat })}
      >
        {attached === undefined ? undefined : attached.map((a) => tile(a, p.controller))}
      </PermanentTile>
    );
  };
  return <ul class="battlefield">{mine.map((e) => tile(e))}</ul>;
}

export interface BoardProps {
  readonly view: GameView;
  readonly names: CardNames;
  /** The game's events (for the combat damage dealt so far), or null while they load. */
  readonly events?: readonly EventLine[] | null;
  readonly busy?: boolean;
}

export function Board({ view, names, events = null, busy = false }: BoardProps) {
  const players = Object.entries(view.players);
  const combat = view.combat;
  return (
    <section
      class="board"
      data-testid="board"
      data-revision={view.revision}
      aria-busy={busy}
      aria-label={`board at revision ${view.revision}`}
    >
      <p class="turn-line">
        Revision <strong>{view.revision}</strong> · turn <strong>{view.turn}</strong> ·{' '}
        <strong>{view.activePlayer}</strong>'s <strong>{view.step}</strong> step ·{' '}
        <span data-field="priority">
          {view.priority === null ? (
            <span class="muted">no one has priority</span>
          ) : (
            <>
              priority: <strong>{view.priority}</strong>
            </>
          )}
        </span>
        {view.winner === null ? null : (
          <span class="badge badge-winner"> winner: {view.winner}</span>
        )}
      </p>
      <div class="players">
        {players.map(([name, p]) => (
          <article
            key={name}
            class={`player${name === view.activePlayer ? ' active' : ''}${name === view.priority ? ' has-priority' : ''}${p.inGame ? '' : ' left'}`}
            data-testid="player"
            data-player={name}
            aria-label={`${name}${name === view.activePlayer ? ', active player' : ''}${name === view.priority ? ', holds priority' : ''}${p.inGame ? '' : ', left the game'}`}
          >
            <header class="player-head">
              <h3>
                {name}
                {name === view.activePlayer ? <span class="badge badge-active">active</span> : null}
                {name === view.priority ? (
                  <span class="badge badge-priority" data-field="has-priority">
                    priority
                  </span>
                ) : null}
                {p.inGame ? null : <span class="badge badge-left">left the game</span>}
              </h3>
              <span class="life" data-field="life" aria-label={`life ${p.life}`}>
                ♥ {p.life}
              </span>
              <ManaPoolView pool={p.manaPool} />
            </header>
            <div class="zones">
              {typeof p.hand === 'number' ? (
                <div class="zone" data-zone="hand">
                  <span class="zone-label" data-field="hand-size" data-count={p.hand}>
                    hand ({p.hand}, hidden)
                  </span>
                </div>
              ) : (
                <Zone label="hand" ids={p.hand} names={withHandNames(names, p.handCards)} />
              )}
              <div class="zone" data-zone="library">
                <span class="zone-label" data-field="library-size">
                  library ({p.librarySize})
                </span>
              </div>
              <Zone label="graveyard" ids={p.graveyard} names={names} />
              <Zone label="exile" ids={p.exile} names={names} />
            </div>
            <h4 class="sr-only">{name}'s battlefield</h4>
            <Permanents view={view} controller={name} />
          </article>
        ))}
      </div>
      <div class="stack-and-choice">
        {combat === null ? null : (
          <CombatPanel
            view={{ ...view, combat }}
            names={names}
            damage={events === null ? null : combatDamageAt(events, view.revision)}
          />
        )}
        <StackPanel stack={view.stack} />
        <PendingChoicePanel choice={view.pendingChoice} />
      </div>
    </section>
  );
}
