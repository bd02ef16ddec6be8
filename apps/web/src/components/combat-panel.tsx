/**
 * Combat at one revision (CR 506-511): each attacking creature with the player it attacks and
 * what blocks it, and the combat damage dealt so far in this combat.
 */
import type { GameView } from '@arbiter/contracts';
import type { CardNames } from '../model/card-names';
import type { CombatDamage } from '../model/combat-damage';

type Combat = NonNullable<GameView['combat']>;

/** Blockers are declared in the declare blockers step (509.1); before it, nothing is blocked yet. */
const BEFORE_BLOCKS: readonly GameView['step'][] = ['beginCombat', 'declareAttackers'];

export interface CombatPanelProps {
  readonly view: GameView & { readonly combat: Combat };
  readonly names: CardNames;
  /** The combat damage dealt so far, or null while the events are loading. */
  readonly damage: readonly CombatDamage[] | null;
}

export function CombatPanel({ view, names, damage }: CombatPanelProps) {
  const name = (id: string): string => {
    if (id in view.players) return id;
    const card = view.battlefield[id]?.card ?? names.get(id);
    return card === undefined ? id : `${card} (${id})`;
  };
  const attackers = Object.entries(view.combat.attackers);
  const blocksDeclared = !BEFORE_BLOCKS.includes(view.step);
  return (
    <section class="combat" data-testid="combat" aria-label="combat">
      <h3>Combat</h3>
      {attackers.length === 0 ? (
        <p class="empty">No attackers.</p>
      ) : (
        <ul class="combat-list">
          {attackers.map(([id, a]) => (
            <li key={id} data-attacker={id} data-defending={a.defending}>
              <strong>{name(id)}</strong> → <strong>{a.defending}</strong>
              {' · '}
              {a.blockedBy.length > 0 ? (
                <span data-field="blocked-by">blocked by {a.blockedBy.map(name).join(', ')}</span>
              ) : a.blocked ? (
                <span class="muted">blocked (its blockers left combat)</span>
              ) : blocksDeclared ? (
                <span class="muted">unblocked</span>
              ) : (
                <span class="muted">blockers not declared yet</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {damage === null || damage.length === 0 ? null : (
        <>
          <h4>Combat damage</h4>
          <ul class="combat-damage" data-testid="combat-damage">
            {damage.map((d) => (
              <li
                key={`${d.revision}`}
                data-source={d.source}
                data-target={d.target}
                data-amount={d.amount}
              >
                {name(d.source)} → {name(d.target)}: <strong>{d.amount}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
