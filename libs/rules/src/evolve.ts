/**
 * `evolve(state, event)`: the only way game state changes. Pure, total over the events `decide`
 * produces, and free of card lookups: events carry what they change.
 */
import { addMana, emptyPool, subtractMana } from './mana';
import type { GameEvent, EventOf } from './events';
import type { CardObject, GameState, Permanent, PlayerName, PlayerState, StackObject } from './state';
import { CR_VERSION } from './cr-version';
import { assertNever } from './assert-never';

/** The state before `GameStarted`: no game yet. */
export function initialState(): GameState {
  return {
    crVersion: CR_VERSION, gameId: '', seed: 0, revision: -1, players: [], playerStates: {},
    turn: 0, activePlayer: '', step: 'untap', battlefield: {}, stack: [], pendingChoice: null,
    pendingTriggers: [], controlEffects: [], untilEndOfTurn: [], nextTimestamp: 1, tokensCreated: {}, winner: null,
  };
}

export function evolve(state: GameState, event: GameEvent): GameState {
  const next = apply(state, event);
  return { ...next, revision: state.revision + 1 };
}

function apply(s: GameState, e: GameEvent): GameState {
  switch (e.type) {
    case 'GameStarted':
      return started(e);
    case 'TurnBegan':
      return {
        ...s,
        turn: e.data.turn,
        activePlayer: e.data.activePlayer,
        playerStates: mapPlayers(s, (p) => ({
          ...p,
          landsPlayedThisTurn: 0,
          spellsCastThisTurn: 0,
          lastTurnStarted: p.name === e.data.activePlayer ? e.data.turn : p.lastTurnStarted,
        })),
      };
    case 'StepBegan':
      return { ...s, step: e.data.step };
    case 'ManaPoolEmptied':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, manaPool: emptyPool() }));
    case 'PriorityPassed':
    case 'ManaNotProduced':
    case 'ReplacementApplied':
    case 'ActionRejected':
      return s;
    case 'LandPlayed':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, landsPlayedThisTurn: p.landsPlayedThisTurn + 1 }));
    case 'AbilityActivated': {
      const paid = updatePlayer(s, e.data.player, (p) => ({ ...p, manaPool: subtractMana(p.manaPool, e.data.paid) }));
      if (e.data.stackId === null) return paid;
      const obj: StackObject = {
        id: e.data.stackId, kind: 'ability', source: e.data.source, card: e.data.card,
        controller: e.data.player, owner: e.data.player, text: e.data.text, targets: e.data.targets,
        abilityNumber: e.data.abilityNumber, x: 0, reflexive: false, context: {},
      };
      return { ...paid, stack: [...paid.stack, obj] };
    }
    case 'SpellCast': {
      const withCard = updatePlayer(s, e.data.player, (p) => ({
        ...p,
        hand: p.hand.filter((c) => c.id !== e.data.card),
        manaPool: subtractMana(p.manaPool, e.data.paid),
        spellsCastThisTurn: p.spellsCastThisTurn + 1,
      }));
      const obj: StackObject = {
        id: e.data.stackId, kind: 'spell', source: e.data.card, card: e.data.name, controller: e.data.player,
        owner: e.data.player, text: e.data.name, targets: e.data.targets, abilityNumber: 0, x: e.data.x,
        reflexive: false, context: { x: e.data.x },
      };
      return { ...withCard, stack: [...withCard.stack, obj] };
    }
    case 'PermanentTapped':
      return updatePermanent(s, e.data.permanent, (p) => ({ ...p, tapped: true }));
    case 'PermanentUntapped':
      return updatePermanent(s, e.data.permanent, (p) => ({ ...p, tapped: false }));
    case 'ManaAdded':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, manaPool: addMana(p.manaPool, e.data.mana) }));
    case 'AbilityTriggered':
      if (e.data.manaAbility) return s;
      return {
        ...s,
        pendingTriggers: [
          ...s.pendingTriggers,
          {
            key: e.data.key, source: e.data.source, card: e.data.card, abilityNumber: e.data.ability,
            controller: e.data.controller, context: e.data.context, reflexive: e.data.reflexive,
            ...(e.data.parentId === null ? {} : { parentId: e.data.parentId }),
          },
        ],
      };
    case 'AbilityPutOnStack': {
      const obj: StackObject = {
        id: e.data.id, kind: 'ability', source: e.data.source, card: e.data.card, controller: e.data.controller,
        owner: e.data.owner, text: e.data.text, targets: e.data.targets, abilityNumber: e.data.ability,
        x: e.data.context.x ?? 0, reflexive: e.data.reflexive, context: e.data.context,
      };
      return { ...s, pendingTriggers: s.pendingTriggers.filter((t) => t.key !== e.data.key), stack: [...s.stack, obj] };
    }
    case 'StackObjectResolved':
      return leaveStack(s, e.data.id, e.data.to === 'graveyard');
    case 'StackObjectRemoved': {
      const withoutTrigger = e.data.key === null ? s : { ...s, pendingTriggers: s.pendingTriggers.filter((t) => t.key !== e.data.key) };
      return e.data.id === null ? withoutTrigger : leaveStack(withoutTrigger, e.data.id, e.data.rule !== '800.4a');
    }
    case 'PermanentEntered':
      return entered(s, e);
    case 'PermanentLeftBattlefield':
      return left(s, e);
    case 'CountersAdded':
      return updatePermanent(s, e.data.permanent, (p) => ({
        ...p,
        counters: { ...p.counters, [e.data.kind]: (p.counters[e.data.kind] ?? 0) + e.data.amount },
      }));
    case 'ControlChanged': {
      const ended = new Set(e.data.endedEffects);
      const effects = s.controlEffects.filter((c) => !ended.has(c.id));
      const withEffects = { ...s, controlEffects: e.data.added === null ? effects : [...effects, e.data.added] };
      if (e.data.from === e.data.to) return withEffects;
      return updatePermanent(withEffects, e.data.permanent, (p) => ({
        ...p,
        controller: e.data.to,
        controlledSinceTurn: s.turn,
        controllerHistory: [...p.controllerHistory, e.data.to],
      }));
    }
    case 'ChoiceRequested':
      return {
        ...s,
        pendingChoice: {
          player: e.data.player, kind: e.data.kind, options: e.data.options, continuation: e.data.continuation,
          ...(e.data.min === undefined ? {} : { min: e.data.min }),
          ...(e.data.max === undefined ? {} : { max: e.data.max }),
        },
      };
    case 'ChoiceMade':
      return { ...s, pendingChoice: null };
    case 'CardsDrawn': {
      const drawn = new Set(e.data.cards);
      return updatePlayer(s, e.data.player, (p) => ({
        ...p,
        hand: [...p.hand, ...p.library.filter((c) => drawn.has(c.id))],
        library: p.library.filter((c) => !drawn.has(c.id)),
        drewFromEmptyLibrary: p.drewFromEmptyLibrary || e.data.fromEmptyLibrary,
      }));
    }
    case 'DamageDealt': {
      if (s.playerStates[e.data.target] !== undefined) {
        return updatePlayer(s, e.data.target, (p) => ({ ...p, life: p.life - e.data.amount }));
      }
      return updatePermanent(s, e.data.target, (p) => ({ ...p, damage: p.damage + e.data.amount }));
    }
    case 'BecameCreature':
      return {
        ...s,
        nextTimestamp: s.nextTimestamp + 1,
        untilEndOfTurn: [...s.untilEndOfTurn, { permanent: e.data.permanent, power: e.data.power, toughness: e.data.toughness, timestamp: s.nextTimestamp }],
      };
    case 'CleanupPerformed': {
      const battlefield: Record<string, Permanent> = {};
      for (const [id, p] of Object.entries(s.battlefield)) battlefield[id] = p.damage === 0 ? p : { ...p, damage: 0 };
      return { ...s, battlefield, untilEndOfTurn: [] };
    }
    case 'PlayerConceded':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, result: 'conceded' }));
    case 'PlayerLeftGame': {
      // A choice only the leaver could make leaves with them (800.4a).
      const pendingChoice = s.pendingChoice?.player === e.data.player ? null : s.pendingChoice;
      const controlEffects = s.controlEffects.filter((c) => c.controller !== e.data.player);
      return updatePlayer({ ...s, controlEffects, pendingChoice }, e.data.player, (p) => ({
        ...p,
        inGame: false,
        result: p.result === 'conceded' ? 'conceded' : 'lost',
        manaPool: emptyPool(), hand: [], library: [], graveyard: [], exile: [],
      }));
    }
    case 'GameWon':
      return { ...s, winner: e.data.player, playerStates: mapPlayers(s, (p) => (p.name === e.data.player ? { ...p, result: 'won' } : p)) };
    default:
      return assertNever(e);
  }
}

function started(e: EventOf<'GameStarted'>): GameState {
  const { setup, gameId, crVersion } = e.data;
  const activeIndex = setup.players.indexOf(setup.activePlayer);
  const n = setup.players.length;
  const playerStates: Record<PlayerName, PlayerState> = {};
  setup.players.forEach((name, i) => {
    // Turns went round in seat order before the start: k seats before the active player had turn - k.
    const seatsBefore = (activeIndex - i + n) % n;
    const last = setup.turn - seatsBefore;
    const toObject = (c: { id: string; card: string; token: boolean }): CardObject => ({ id: c.id, card: c.card, owner: name, ...(c.token ? { token: true } : {}) });
    playerStates[name] = {
      name, life: setup.life[name] ?? 20, inGame: true, manaPool: emptyPool(),
      hand: (setup.hands[name] ?? []).map(toObject), library: (setup.libraries[name] ?? []).map(toObject),
      graveyard: (setup.graveyards[name] ?? []).map(toObject), exile: [],
      landsPlayedThisTurn: 0, spellsCastThisTurn: 0, lastTurnStarted: last >= 1 ? last : 0,
      drewFromEmptyLibrary: false, result: 'playing',
    };
  });
  const battlefield: Record<string, Permanent> = {};
  setup.battlefield.forEach((b, i) => {
    battlefield[b.id] = {
      id: b.id, card: b.card, owner: b.owner, defaultController: b.controller, controller: b.controller,
      controllerHistory: [b.controller], tapped: b.tapped, counters: b.counters, damage: b.damage,
      attachedTo: b.attachedTo, token: b.token, timestamp: i + 1,
      controlledSinceTurn: b.newThisTurn ? setup.turn : 0, castX: null,
    };
  });
  return {
    ...initialState(), crVersion, gameId, seed: setup.seed, players: setup.players, playerStates,
    turn: setup.turn, activePlayer: setup.activePlayer, step: setup.step, battlefield,
    nextTimestamp: setup.battlefield.length + 1,
  };
}

function entered(s: GameState, e: EventOf<'PermanentEntered'>): GameState {
  const d = e.data;
  let base = s;
  if (d.from === 'hand') base = updatePlayer(s, d.owner, (p) => ({ ...p, hand: p.hand.filter((c) => c.id !== d.permanent) }));
  if (d.from === 'graveyard') base = updatePlayer(s, d.owner, (p) => ({ ...p, graveyard: p.graveyard.filter((c) => c.id !== d.permanent) }));
  const permanent: Permanent = {
    id: d.permanent, card: d.card, owner: d.owner, defaultController: d.controller, controller: d.controller,
    controllerHistory: [d.controller], tapped: d.tapped, counters: d.counters, damage: 0, attachedTo: d.attachedTo,
    token: d.token, timestamp: base.nextTimestamp, controlledSinceTurn: base.turn, castX: d.castX,
  };
  const tokensCreated = d.token && d.from === 'none' ? bumpTokenCount(base, d.permanent) : base.tokensCreated;
  return { ...base, battlefield: { ...base.battlefield, [d.permanent]: permanent }, nextTimestamp: base.nextTimestamp + 1, tokensCreated };
}

/** Token ids are `<sourceId>-token-<n>`; the count per source lives in state. */
function bumpTokenCount(s: GameState, tokenId: string): Readonly<Record<string, number>> {
  const m = /^(.*)-token-(\d+)$/.exec(tokenId);
  if (m === null) return s.tokensCreated;
  const source = m[1] ?? '';
  return { ...s.tokensCreated, [source]: Math.max(s.tokensCreated[source] ?? 0, Number(m[2])) };
}

function left(s: GameState, e: EventOf<'PermanentLeftBattlefield'>): GameState {
  const gone = s.battlefield[e.data.permanent];
  if (gone === undefined) return s;
  const { [e.data.permanent]: _gone, ...battlefield } = s.battlefield;
  const base: GameState = {
    ...s,
    battlefield,
    controlEffects: s.controlEffects.filter((c) => c.permanent !== gone.id),
    untilEndOfTurn: s.untilEndOfTurn.filter((u) => u.permanent !== gone.id),
  };
  if (gone.token) return base; // a token in another zone ceases to exist (CR 111.7, 704.5d)
  const card: CardObject = { id: gone.id, card: gone.card, owner: gone.owner };
  switch (e.data.to) {
    case 'graveyard':
      return updatePlayer(base, gone.owner, (p) => ({ ...p, graveyard: [...p.graveyard, card] }));
    case 'exile':
      return updatePlayer(base, gone.owner, (p) => ({ ...p, exile: [...p.exile, card] }));
    case 'hand':
      return updatePlayer(base, gone.owner, (p) => ({ ...p, hand: [...p.hand, card] }));
    case 'library':
      return updatePlayer(base, gone.owner, (p) => ({ ...p, library: [card, ...p.library] }));
    case 'outOfGame':
    case 'ceased':
      return base;
    default:
      return assertNever(e.data.to);
  }
}

function leaveStack(s: GameState, id: string, toGraveyard: boolean): GameState {
  const obj = s.stack.find((o) => o.id === id);
  if (obj === undefined) return s;
  const stack = s.stack.filter((o) => o.id !== id);
  const base = { ...s, stack };
  const owner = base.playerStates[obj.owner];
  if (obj.kind !== 'spell' || !toGraveyard || owner === undefined || !owner.inGame) return base;
  return updatePlayer(base, obj.owner, (p) => ({ ...p, graveyard: [...p.graveyard, { id: obj.source, card: obj.card, owner: obj.owner }] }));
}

function mapPlayers(s: GameState, fn: (p: PlayerState) => PlayerState): Record<PlayerName, PlayerState> {
  const out: Record<PlayerName, PlayerState> = {};
  for (const [name, p] of Object.entries(s.playerStates)) out[name] = fn(p);
  return out;
}

export function updatePlayer(s: GameState, name: PlayerName, fn: (p: PlayerState) => PlayerState): GameState {
  const p = s.playerStates[name];
  if (p === undefined) return s;
  return { ...s, playerStates: { ...s.playerStates, [name]: fn(p) } };
}

export function updatePermanent(s: GameState, id: string, fn: (p: Permanent) => Permanent): GameState {
  const p = s.battlefield[id];
  if (p === undefined) return s;
  return { ...s, battlefield: { ...s.battlefield, [id]: fn(p) } };
}
