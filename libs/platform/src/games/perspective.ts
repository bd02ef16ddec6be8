/**
 * Who sees what (contract §7): a judge sees everything; a player sees their own hand and the sizes
 * of the others'; a recorder sees the public view. Library order is never shown in a view.
 */
import {
  toGameView,
  type CardCatalog,
  type GameState,
  type GameView,
  type GameEvent,
} from '@arbiter/rules';

export type Perspective =
  | { readonly kind: 'all' }
  | { readonly kind: 'player'; readonly player: string }
  | { readonly kind: 'public' };

export function viewFor(state: GameState, catalog: CardCatalog, p: Perspective): GameView {
  switch (p.kind) {
    case 'all':
      return toGameView(state, catalog);
    case 'player':
      return hideHandChoice(toGameView(state, catalog, p.player), p.player);
    case 'public':
      // Seen as nobody: no player is named '' (names are validated), so every hand is a count.
      return hideHandChoice(toGameView(state, catalog, ''), '');
  }
}

/** Choices whose options are the cards of the chooser's hand (514.1: discard to hand size). */
const HAND_CHOICES: ReadonlySet<string> = new Set(['discard']);

/** A pending choice among the cards of someone else's hand shows how many, not which. */
function hideHandChoice(view: GameView, viewer: string): GameView {
  const c = view.pendingChoice;
  if (c === null || c.player === viewer || !HAND_CHOICES.has(c.kind)) return view;
  return { ...view, pendingChoice: { ...c, options: c.options.map(() => 'hidden') } };
}

/**
 * Hides hidden information in an event's data for a perspective: cards drawn and put on the bottom
 * (ids shown only to their player), starting hands (counts but to their player), library contents
 * and orders (to nobody but a judge: `LibraryShuffled.order` and `setup.libraries` become counts or
 * "hidden"), the seed every shuffle comes from, the continuations of choices, and the options of a
 * choice among another player's hand (which cards are in it).
 */
export function redactEvent<E extends { type: string; data: unknown }>(e: E, p: Perspective): E {
  if (p.kind === 'all') return e;
  const mine = (player: string): boolean => p.kind === 'player' && p.player === player;
  if (e.type === 'CardsDrawn') {
    const d = e.data as Extract<GameEvent, { type: 'CardsDrawn' }>['data'];
    return mine(d.player) ? e : { ...e, data: { ...d, cards: d.cards.map(() => 'hidden') } };
  }
  if (e.type === 'LibraryShuffled') {
    const d = e.data as Extract<GameEvent, { type: 'LibraryShuffled' }>['data'];
    return { ...e, data: { ...d, order: d.order.map(() => 'hidden') } };
  }
  if (e.type === 'HandKept') {
    const d = e.data as Extract<GameEvent, { type: 'HandKept' }>['data'];
    return mine(d.player) ? e : { ...e, data: { ...d, bottom: d.bottom.map(() => 'hidden') } };
  }
  if (e.type === 'GameStarted') {
    const d = e.data as Extract<GameEvent, { type: 'GameStarted' }>['data'];
    const hide = <T>(
      zones: Readonly<Record<string, readonly T[]>>,
      keepOwn: boolean,
    ): Record<string, readonly T[] | number> =>
      Object.fromEntries(
        Object.entries(zones).map(([player, cards]) => [
          player,
          keepOwn && mine(player) ? cards : cards.length,
        ]),
      );
    // The seed decides every shuffle: with it, library orders could be worked out.
    const { seed: _seed, ...setup } = d.setup;
    return {
      ...e,
      data: {
        ...d,
        setup: {
          ...setup,
          hands: hide(d.setup.hands, true),
          libraries: hide(d.setup.libraries, false),
        },
      },
    };
  }
  if (e.type === 'ChoiceRequested') {
    const d = e.data as Extract<GameEvent, { type: 'ChoiceRequested' }>['data'];
    const { continuation: _hidden, ...rest } = d;
    const options =
      HAND_CHOICES.has(d.kind) && !mine(d.player) ? d.options.map(() => 'hidden') : d.options;
    return { ...e, data: { ...rest, options } };
  }
  return e;
}
