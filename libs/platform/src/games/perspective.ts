/**
 * Who sees what (the README's HTTP API section): a judge sees everything; a player sees their own hand and the sizes
 * of the others'; a recorder sees the public view (every hand as a count). Library order is never
 * shown in a view, nor the seed that shuffles libraries to anyone but a judge.
 *
 * Hidden fields are named by what they are, not listed one by one: any field of a player's view
 * about their hand or library (`hand`, `handCards`, ... but `librarySize`) is hidden from everyone
 * else, so a field the engine adds later is hidden until it is shown on purpose.
 */
import {
  LIBRARY_CHOICES,
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
      return hideHandChoice(hideOthersCards(toGameView(state, catalog, p.player), p.player), p.player);
    case 'public':
      // Seen as nobody: no player is named '' (names are validated), so every hand is a count.
      return hideHandChoice(hideOthersCards(toGameView(state, catalog, ''), null), '');
  }
}

/** A field of a player's view that tells what is in their hand or library (not how many). */
export function isHiddenPlayerField(field: string): boolean {
  return (/^hand/i.test(field) || /^library/i.test(field) || /^deck/i.test(field)) && field !== 'librarySize';
}

const cardCount = (v: unknown): number => (Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0);

/**
 * Every player but `viewer`: the hand as a count, and no other field about hand or library. The
 * engine's view already counts the hands it knows are hidden; this keeps it so for any field.
 */
export function hideOthersCards(view: GameView, viewer: string | null): GameView {
  const players: Record<string, GameView['players'][string]> = {};
  for (const [name, player] of Object.entries(view.players)) {
    if (name === viewer) {
      players[name] = player;
      continue;
    }
    const shown: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(player)) {
      if (field === 'hand') shown[field] = cardCount(value);
      else if (!isHiddenPlayerField(field)) shown[field] = value;
    }
    players[name] = shown as unknown as GameView['players'][string];
  }
  return { ...view, players };
}

/**
 * Choices whose options are cards of a hidden zone only the chooser sees: their hand (514.1:
 * discard to hand size), or their library as they look at it (scry, surveil) or search it (701.23a).
 */
const HAND_CHOICES: ReadonlySet<string> = new Set(['discard', 'searchLibrary', ...LIBRARY_CHOICES]);

/** A pending choice among the cards of someone else's hand shows how many, not which. */
function hideHandChoice(view: GameView, viewer: string): GameView {
  const c = view.pendingChoice;
  if (c === null || c.player === viewer || !HAND_CHOICES.has(c.kind)) return view;
  const { cards: _names, ...rest } = c;
  return { ...view, pendingChoice: { ...rest, options: c.options.map(() => 'hidden') } };
}

/**
 * Hides hidden information in an event's data for a perspective: cards drawn and put on the bottom
 * (ids shown only to their player), starting hands (counts but to their player), library contents
 * and orders (to nobody but a judge), the seed every shuffle comes from, the continuations of
 * choices, and the options of a choice among another player's hand (which cards are in it).
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
  if (e.type === 'LibraryArranged') {
    // Which cards went on top and to the bottom is their player's to know; those put into the graveyard are public.
    const d = e.data as Extract<GameEvent, { type: 'LibraryArranged' }>['data'];
    return mine(d.player) ? e : { ...e, data: { ...d, top: d.top.map(() => 'hidden'), bottom: d.bottom.map(() => 'hidden') } };
  }
  if (e.type === 'ChoiceMade') {
    const d = e.data as Extract<GameEvent, { type: 'ChoiceMade' }>['data'];
    if (!LIBRARY_CHOICES.has(d.kind) || mine(d.player) || !Array.isArray(d.choice)) return e;
    // A surveil's choice goes to the graveyard, in the open; a scry's bottom and the order on top do not.
    return d.kind === 'surveil' ? e : { ...e, data: { ...d, choice: (d.choice as readonly unknown[]).map(() => 'hidden') } };
  }
  if (e.type === 'HandKept') {
    const d = e.data as Extract<GameEvent, { type: 'HandKept' }>['data'];
    return mine(d.player) ? e : { ...e, data: { ...d, bottom: d.bottom.map(() => 'hidden') } };
  }
  if (e.type === 'GameStarted') {
    const d = e.data as Extract<GameEvent, { type: 'GameStarted' }>['data'];
    const count = (zones: Readonly<Record<string, readonly unknown[]>>, keepOwn: boolean): Record<string, readonly unknown[] | number> =>
      Object.fromEntries(Object.entries(zones).map(([player, cards]) => [player, keepOwn && mine(player) ? cards : cards.length]));
    // Only the fields known to be public; hands and libraries as counts (a player's own hand
    // kept); the seed, which decides every shuffle, and any other field are left out.
    const { players, turn, activePlayer, step, life, battlefield, graveyards } = d.setup;
    return {
      ...e,
      data: {
        ...d,
        setup: { players, turn, activePlayer, step, life, battlefield, graveyards, hands: count(d.setup.hands, true), libraries: count(d.setup.libraries, false) },
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
