/**
 * GameView (docs/scenario-format.md): the JSON state at a revision, as users, scenarios and the API see it.
 * `as` gives one player's view: other hands as counts, no library order (hidden information).
 */
import type { CardCatalog } from './card-catalog';
import { MANA_TYPES, manaValue, type ManaPool } from './mana';
import { keywordsOf, permanentsInOrder, powerToughness } from './queries';
import { LIBRARY_CHOICES, type ChoiceKind } from './choice';
import type { GameState, PlayerName, Step } from './state';

export interface PlayerView {
  readonly life: number;
  readonly inGame: boolean;
  readonly manaPool: ManaPool;
  /** Card ids, or the number of cards for a hidden hand. */
  readonly hand: readonly string[] | number;
  /** The cards in a visible hand with their names (a player's own view, or a judge's), absent when hidden. */
  readonly handCards?: readonly { readonly id: string; readonly card: string }[];
  readonly librarySize: number;
  /** Poison counters (infect), absent when none. */
  readonly poison?: number;
  readonly graveyard: readonly string[];
  readonly exile: readonly string[];
}

export interface PermanentView {
  readonly card: string;
  readonly owner: PlayerName;
  readonly controller: PlayerName;
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly damage: number;
  readonly manaValue: number;
  readonly power: number | null;
  readonly toughness: number | null;
  readonly attachedTo: string | null;
  readonly token: boolean;
  /** Keyword abilities as they are now, lowercased as the CR writes them ("first strike"). */
  readonly keywords: readonly string[];
  readonly attacking: boolean;
  readonly blocking: boolean;
}

/** Combat, from the declaration of attackers until the end of combat (docs/scenario-format.md). */
export interface CombatView {
  readonly attackers: Readonly<Record<string, { readonly defending: PlayerName; readonly blockedBy: readonly string[]; readonly blocked: boolean }>>;
  readonly blockers: Readonly<Record<string, { readonly blocking: readonly string[] }>>;
}

export interface StackObjectView {
  readonly id: string;
  readonly kind: 'spell' | 'ability';
  readonly source: string;
  readonly controller: PlayerName;
  readonly text: string;
  readonly targets: readonly string[];
  readonly x?: number;
}

export interface GameView {
  readonly revision: number;
  readonly turn: number;
  readonly activePlayer: PlayerName;
  readonly step: Step;
  readonly players: Readonly<Record<PlayerName, PlayerView>>;
  readonly battlefield: Readonly<Record<string, PermanentView>>;
  readonly stack: readonly StackObjectView[];
  readonly pendingChoice: {
    readonly player: PlayerName;
    readonly kind: ChoiceKind;
    readonly options: readonly (string | number)[];
    readonly min?: number;
    readonly max?: number;
    readonly attacker?: string;
    readonly count?: number;
    /** The names of the options of a choice among the chooser's library cards (scry, surveil), shown only to the chooser. */
    readonly cards?: Readonly<Record<string, string>>;
  } | null;
  readonly winner: PlayerName | null;
  /** Who holds priority; null in untap and cleanup, while a choice is pending, and once the game is over (docs/scenario-format.md). */
  readonly priority: PlayerName | null;
  readonly combat: CombatView | null;
}

/** The names of library cards a player is choosing among. */
function libraryCardNames(state: GameState, player: PlayerName, ids: readonly (string | number)[]): Record<string, string> {
  const library = state.playerStates[player]?.library ?? [];
  return Object.fromEntries(ids.flatMap((id) => { const c = library.find((x) => x.id === id); return c === undefined ? [] : [[c.id, c.card]]; }));
}

export function toGameView(state: GameState, catalog: CardCatalog, as?: PlayerName): GameView {
  const players: Record<PlayerName, PlayerView> = {};
  for (const name of state.players) {
    const p = state.playerStates[name];
    if (p === undefined) continue;
    const pool = { ...p.manaPool };
    for (const t of MANA_TYPES) pool[t] = p.manaPool[t];
    const visible = as === undefined || as === name;
    players[name] = {
      life: p.life, inGame: p.inGame, manaPool: pool,
      hand: visible ? p.hand.map((c) => c.id) : p.hand.length,
      ...(visible ? { handCards: p.hand.map((c) => ({ id: c.id, card: c.card })) } : {}),
      librarySize: p.library.length, graveyard: p.graveyard.map((c) => c.id), exile: p.exile.map((c) => c.id),
      ...((p.poison ?? 0) > 0 ? { poison: p.poison } : {}),
    };
  }
  const battlefield: Record<string, PermanentView> = {};
  for (const p of permanentsInOrder(state)) {
    const card = catalog.get(p.card);
    const pt = powerToughness(state, catalog, p);
    const counters: Record<string, number> = {};
    for (const [k, n] of Object.entries(p.counters)) if (n > 0) counters[k] = n;
    battlefield[p.id] = {
      card: p.card, owner: p.owner, controller: p.controller, tapped: p.tapped, counters, damage: p.damage,
      manaValue: card.manaCost === null || p.token ? 0 : manaValue(card.manaCost), // X is 0 off the stack (202.3e)
      power: pt?.power ?? null, toughness: pt?.toughness ?? null, attachedTo: p.attachedTo, token: p.token,
      keywords: keywordsOf(state, catalog, p),
      attacking: state.combat?.attackers[p.id] !== undefined,
      blocking: state.combat?.blockers[p.id] !== undefined,
    };
  }
  const stack = state.stack.map((o) => ({
    id: o.id, kind: o.kind, source: o.source, controller: o.controller, text: o.text, targets: o.targets,
    ...(o.kind === 'spell' ? { x: o.x } : {}),
  }));
  const c = state.pendingChoice;
  const pendingChoice = c === null ? null : {
    player: c.player, kind: c.kind, options: c.options,
    ...(c.min === undefined ? {} : { min: c.min }), ...(c.max === undefined ? {} : { max: c.max }),
    ...(c.attacker === undefined ? {} : { attacker: c.attacker }), ...(c.count === undefined ? {} : { count: c.count }),
    ...(LIBRARY_CHOICES.has(c.kind) && (as === undefined || as === c.player) ? { cards: libraryCardNames(state, c.player, c.options) } : {}),
  };
  const combat = state.combat === null ? null : { attackers: state.combat.attackers, blockers: state.combat.blockers };
  const priority = state.pendingChoice !== null || state.winner !== null ? null : state.priority;
  return {
    revision: state.revision, turn: state.turn, activePlayer: state.activePlayer, step: state.step,
    players, battlefield, stack, pendingChoice, winner: state.winner, priority, combat,
  };
}
