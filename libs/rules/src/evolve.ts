/**
 * `evolve(state, event)`: the only way game state changes. Pure, total over the events `decide`
 * produces, and free of card lookups: events carry what they change.
 */
import { addMana, emptyPool, subtractMana } from './mana';
import type { GameEvent, EventOf } from './events';
import type { CardObject, CombatState, GameState, Permanent, PlayerName, PlayerState, StackObject, Step } from './state';
import { CR_VERSION } from './cr-version';
import { assertNever } from './assert-never';

/** The state before `GameStarted`: no game yet. */
export function initialState(): GameState {
  return {
    crVersion: CR_VERSION, gameId: '', seed: 0, revision: -1, players: [], playerStates: {},
    turn: 0, activePlayer: '', step: 'untap', battlefield: {}, stack: [], pendingChoice: null,
    pendingTriggers: [], controlEffects: [], untilEndOfTurn: [], nextTimestamp: 1, tokensCreated: {}, winner: null,
    priority: null, passed: [], combat: null, pumps: [], preventions: [], zoneChanges: {}, mulligan: null,
  };
}

/** Steps in which no player receives priority (CR 502.4, 514.3; 103.5 for mulligans). */
export const NO_PRIORITY_STEPS: ReadonlySet<Step> = new Set<Step>(['untap', 'cleanup', 'mulligan']);
/** Steps of the combat phase during which combat lasts (506.1, 511.3). */
const COMBAT_STEPS: ReadonlySet<Step> = new Set<Step>(['declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat']);

/** The next player in turn order after `player` who is still in the game (CR 117.3d). */
export function nextInTurnOrder(s: GameState, player: PlayerName): PlayerName | null {
  const start = s.players.indexOf(player);
  for (let i = 1; i <= s.players.length; i++) {
    const p = s.players[(start + i) % s.players.length] ?? '';
    if (p !== player && s.playerStates[p]?.inGame === true) return p;
  }
  return null;
}

/** The object behind these ids has changed zones (CR 400.7): it is a new object. */
function moved(s: GameState, ids: readonly string[]): GameState {
  if (ids.length === 0) return s;
  const zoneChanges = { ...s.zoneChanges };
  for (const id of ids) zoneChanges[id] = (zoneChanges[id] ?? 0) + 1;
  return { ...s, zoneChanges };
}

function versionsOf(s: GameState, targets: readonly string[]): number[] {
  return targets.map((t) => s.zoneChanges[t] ?? 0);
}

/** The player who acted gets priority again (117.3c), and passes start over (117.4). */
function acted(s: GameState, player: PlayerName): GameState {
  return { ...s, priority: player, passed: [] };
}

/**
 * The player who receives priority as the active player would (117.3a-b): the active player, or,
 * once they have left the game mid-turn, the next player in turn order (800.4j).
 */
function activeOrNext(s: GameState): PlayerName | null {
  return s.playerStates[s.activePlayer]?.inGame === true ? s.activePlayer : nextInTurnOrder(s, s.activePlayer);
}

/** After a resolution the active player receives priority (117.3b). */
function activeGetsPriority(s: GameState): GameState {
  return { ...s, priority: activeOrNext(s), passed: [] };
}

/** Removes permanents from combat (CR 506.4). */
function removeFromCombat(combat: CombatState | null, ids: ReadonlySet<string>): CombatState | null {
  if (combat === null) return null;
  const attackers: Record<string, CombatState['attackers'][string]> = {};
  for (const [id, a] of Object.entries(combat.attackers)) {
    if (!ids.has(id)) attackers[id] = { ...a, blockedBy: a.blockedBy.filter((b) => !ids.has(b)) };
  }
  const blockers: Record<string, CombatState['blockers'][string]> = {};
  for (const [id, b] of Object.entries(combat.blockers)) {
    if (!ids.has(id)) blockers[id] = { blocking: b.blocking.filter((a) => !ids.has(a)) };
  }
  return { ...combat, attackers, blockers };
}

/** Events of a player acting while holding priority (117.1-117.3). */
const PLAYER_ACTIONS: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>(['SpellCast', 'AbilityActivated', 'LandPlayed']);

export function evolve(state: GameState, event: GameEvent): GameState {
  const next = apply(state, event);
  const acted = PLAYER_ACTIONS.has(event.type) || (event.type === 'PriorityPassed' && event.data.action === 'pass');
  return { ...next, revision: state.revision + 1, ...(acted ? { actedThisStep: true } : {}) };
}

function apply(s: GameState, e: GameEvent): GameState {
  switch (e.type) {
    case 'GameStarted':
      return started(e);
    case 'TurnBegan':
      return {
        ...s,
        battlefield: withoutActivationsThisTurn(s.battlefield),
        turn: e.data.turn,
        activePlayer: e.data.activePlayer,
        playerStates: mapPlayers(s, ({ cardsDrawnThisTurn: _drawn, attackedThisTurn: _attacked, ...p }) => ({
          ...p,
          landsPlayedThisTurn: 0,
          spellsCastThisTurn: 0,
          lastTurnStarted: p.name === e.data.activePlayer ? e.data.turn : p.lastTurnStarted,
        })),
        priority: null,
        passed: [],
        combat: null,
        mulligan: null,
      };
    case 'StepBegan': {
      const { actedThisStep: _acted, ...rest } = s;
      return {
        ...rest,
        step: e.data.step,
        // The active player receives priority at the beginning of most steps (117.3a).
        priority: NO_PRIORITY_STEPS.has(e.data.step) ? null : activeOrNext(s),
        passed: [],
        combat: COMBAT_STEPS.has(e.data.step) ? s.combat : null,
      };
    }
    case 'ManaPoolEmptied':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, manaPool: emptyPool() }));
    case 'PriorityPassed': {
      if (e.data.action !== 'pass' || e.data.player === undefined) {
        // Moving on while a declaration is awaited means nobody left to declare declares anything (docs/scenario-format.md).
        const declaring = s.pendingChoice?.kind === 'declareAttackers' || s.pendingChoice?.kind === 'declareBlockers';
        return { ...s, passed: [], pendingChoice: declaring ? null : s.pendingChoice };
      }
      // The next player in turn order receives priority (117.3d).
      return { ...s, passed: [...s.passed, e.data.player], priority: nextInTurnOrder(s, e.data.player) };
    }
    case 'ManaNotProduced':
    case 'ReplacementApplied':
    case 'ActionRejected':
    case 'DamagePrevented':
      return s;
    case 'LandPlayed':
      return acted(updatePlayer(s, e.data.player, (p) => ({ ...p, landsPlayedThisTurn: p.landsPlayedThisTurn + 1 })), e.data.player);
    case 'AbilityActivated': {
      const paid = acted(updatePlayer(s, e.data.player, (p) => ({ ...p, manaPool: subtractMana(p.manaPool, e.data.paid) })), e.data.player);
      if (e.data.stackId === null) return paid;
      const source = paid.battlefield[e.data.source];
      const counted: GameState =
        source === undefined || e.data.grantedBy !== null ? paid
        : { ...paid, battlefield: { ...paid.battlefield, [source.id]: { ...source, activatedThisTurn: [...(source.activatedThisTurn ?? []), e.data.abilityNumber] } } };
      const obj: StackObject = {
        id: e.data.stackId, kind: 'ability', source: e.data.source, card: e.data.card,
        controller: e.data.player, owner: e.data.player, text: e.data.text, targets: e.data.targets,
        abilityNumber: e.data.abilityNumber, x: 0, reflexive: false, targetVersions: versionsOf(s, e.data.targets),
        // A source in a hand or a graveyard (113.6m) is remembered as the object it is now (400.7).
        context: source === undefined ? { sourceVersion: s.zoneChanges[e.data.source] ?? 0 } : {},
        ...(e.data.modes === undefined ? {} : { modes: e.data.modes }),
      };
      return { ...counted, stack: [...counted.stack, obj] };
    }
    case 'SpellCast': {
      const withCard = updatePlayer(acted(moved(s, [e.data.card]), e.data.player), e.data.player, (p) => ({
        ...p,
        hand: p.hand.filter((c) => c.id !== e.data.card),
        graveyard: e.data.flashback === true ? p.graveyard.filter((c) => c.id !== e.data.card) : p.graveyard,
        manaPool: subtractMana(p.manaPool, e.data.paid),
        spellsCastThisTurn: p.spellsCastThisTurn + 1,
      }));
      const obj: StackObject = {
        id: e.data.stackId, kind: 'spell', source: e.data.card, card: e.data.name, controller: e.data.player,
        owner: e.data.player, text: e.data.name, targets: e.data.targets, abilityNumber: 0, x: e.data.x,
        reflexive: false, context: { x: e.data.x, ...(e.data.kicked === true ? { kicked: true } : {}) }, targetVersions: versionsOf(s, e.data.targets),
        ...(e.data.modes === undefined ? {} : { modes: e.data.modes }),
        ...(e.data.flashback === true ? { exileOnLeaving: true } : {}),
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
        x: e.data.context.x ?? 0, reflexive: e.data.reflexive, context: e.data.context, targetVersions: versionsOf(s, e.data.targets),
        ...(e.data.modes === undefined ? {} : { modes: e.data.modes }),
      };
      return { ...s, pendingTriggers: s.pendingTriggers.filter((t) => t.key !== e.data.key), stack: [...s.stack, obj], passed: [] };
    }
    case 'StackObjectResolved':
      return activeGetsPriority(leaveStack(s, e.data.id, e.data.to === 'graveyard' || e.data.to === 'exile'));
    case 'StackObjectRemoved': {
      const withoutTrigger = e.data.key === null ? s : { ...s, pendingTriggers: s.pendingTriggers.filter((t) => t.key !== e.data.key) };
      if (e.data.id === null) return withoutTrigger;
      const removed = leaveStack(withoutTrigger, e.data.id, e.data.rule !== '800.4a');
      // A spell or ability that doesn't resolve for want of legal targets was still the one
      // being resolved: the active player receives priority afterwards (117.3b); so does one whose
      // intervening "if" no longer holds (603.4).
      return e.data.rule.startsWith('608.') || e.data.rule === '603.4' ? activeGetsPriority(removed) : removed;
    }
    case 'SpellCountered':
      return leaveStack(s, e.data.spell, true);
    case 'AbilityCountered':
      return leaveStack(s, e.data.ability, false);
    case 'PermanentEntered':
      return entered(s, e);
    case 'PermanentLeftBattlefield':
      return left(s, e);
    case 'PermanentAttached':
      return updatePermanent(s, e.data.permanent, (p) => ({ ...p, attachedTo: e.data.to }));
    case 'PoisonCountersGiven':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, poison: (p.poison ?? 0) + e.data.amount }));
    case 'CountersRemoved':
      return updatePermanent(s, e.data.permanent, (p) => {
        const left = (p.counters[e.data.kind] ?? 0) - e.data.amount;
        const { [e.data.kind]: _removed, ...rest } = p.counters;
        return { ...p, counters: left > 0 ? { ...rest, [e.data.kind]: left } : rest };
      });
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
      // A permanent whose controller changes is removed from combat (506.4).
      const outOfCombat = { ...withEffects, combat: removeFromCombat(withEffects.combat, new Set([e.data.permanent])) };
      return updatePermanent(outOfCombat, e.data.permanent, (p) => ({
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
          ...(e.data.attacker === undefined ? {} : { attacker: e.data.attacker }),
          ...(e.data.count === undefined ? {} : { count: e.data.count }),
        },
      };
    case 'ChoiceMade':
      return { ...s, pendingChoice: null };
    case 'CardsDrawn': {
      const drawn = new Set(e.data.cards);
      return updatePlayer(moved(s, e.data.cards), e.data.player, (p) => ({
        ...p,
        hand: [...p.hand, ...p.library.filter((c) => drawn.has(c.id))],
        library: p.library.filter((c) => !drawn.has(c.id)),
        drewFromEmptyLibrary: p.drewFromEmptyLibrary || e.data.fromEmptyLibrary,
        cardsDrawnThisTurn: (p.cardsDrawnThisTurn ?? 0) + e.data.cards.length,
      }));
    }
    case 'DamageDealt': {
      if (s.playerStates[e.data.target] !== undefined) {
        // Damage from a source with infect gives poison counters instead of life loss (120.3b).
        if (e.data.asCounters === true) return updatePlayer(s, e.data.target, (p) => ({ ...p, poison: (p.poison ?? 0) + e.data.amount }));
        return updatePlayer(s, e.data.target, (p) => ({ ...p, life: p.life - e.data.amount }));
      }
      // Damage from a source with wither is not marked: it becomes -1/-1 counters (120.3d).
      return updatePermanent(s, e.data.target, (p) => ({
        ...p,
        ...(e.data.asCounters === true
          ? { counters: { ...p.counters, '-1/-1': (p.counters['-1/-1'] ?? 0) + e.data.amount } }
          : { damage: p.damage + e.data.amount }),
        ...(e.data.deathtouch === true ? { deathtouched: true } : {}),
      }));
    }
    case 'LifeGained':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, life: p.life + e.data.amount }));
    case 'LifeLost':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, life: p.life - e.data.amount }));
    case 'AttackersDeclared': {
      const attackers: Record<string, CombatState['attackers'][string]> = {};
      for (const [id, defending] of Object.entries(e.data.attackers)) attackers[id] = { defending, blockedBy: [], blocked: false };
      const pendingChoice = s.pendingChoice?.kind === 'declareAttackers' ? null : s.pendingChoice;
      const attacked = Object.keys(attackers).length > 0 ? updatePlayer(s, e.data.player, (p) => ({ ...p, attackedThisTurn: true })) : s;
      return activeGetsPriority({ ...attacked, pendingChoice, combat: { attackers, blockers: {}, blockersDeclared: [], declaredAttackers: Object.keys(attackers).length } });
    }
    case 'BlockersDeclared': {
      const combat = s.combat ?? { attackers: {}, blockers: {}, blockersDeclared: []};
      const attackers: Record<string, CombatState['attackers'][string]> = { ...combat.attackers };
      const blockers: Record<string, CombatState['blockers'][string]> = { ...combat.blockers };
      for (const [blocker, attacker] of Object.entries(e.data.blockers)) {
        blockers[blocker] = { blocking: [...(blockers[blocker]?.blocking ?? []), attacker] };
        const a = attackers[attacker];
        if (a !== undefined) attackers[attacker] = { ...a, blockedBy: [...a.blockedBy, blocker] };
      }
      // Attackers of this player with blockers become blocked creatures (509.1h).
      for (const [id, a] of Object.entries(attackers)) {
        if (a.defending === e.data.player && a.blockedBy.length > 0) attackers[id] = { ...a, blocked: true };
      }
      const pendingChoice = s.pendingChoice?.kind === 'declareBlockers' && s.pendingChoice.player === e.data.player ? null : s.pendingChoice;
      return activeGetsPriority({
        ...s, pendingChoice, combat: { ...combat, attackers, blockers, blockersDeclared: [...combat.blockersDeclared, e.data.player] },
      });
    }
    case 'CardPutIntoHand':
      return updatePlayer(moved(s, [e.data.card]), e.data.player, (p) => {
        const card = p.library.find((c) => c.id === e.data.card);
        return card === undefined ? p : { ...p, library: p.library.filter((c) => c.id !== e.data.card), hand: [...p.hand, card] };
      });
    case 'CardDiscarded':
      return updatePlayer(moved(s, [e.data.card]), e.data.player, (p) => {
        const card = p.hand.find((c) => c.id === e.data.card);
        return card === undefined ? p : { ...p, hand: p.hand.filter((c) => c.id !== e.data.card), graveyard: [...p.graveyard, card] };
      });
    case 'MulliganTaken': {
      const m = s.mulligan;
      if (m === null) return s;
      return { ...s, mulligan: { ...m, taken: { ...m.taken, [e.data.player]: e.data.count }, declared: [...m.declared, e.data.player] } };
    }
    case 'HandKept': {
      const m = s.mulligan;
      const bottom = new Set(e.data.bottom);
      const withBottom = updatePlayer(moved(s, e.data.bottom), e.data.player, (p) => ({
        ...p,
        hand: p.hand.filter((c) => !bottom.has(c.id)),
        library: [...p.library, ...e.data.bottom.flatMap((id) => p.hand.filter((c) => c.id === id))],
      }));
      return m === null ? withBottom : { ...withBottom, mulligan: { ...m, kept: [...m.kept, e.data.player] } };
    }
    case 'LibraryShuffled': {
      const order = new Set(e.data.order);
      const m = s.mulligan;
      const shuffled = updatePlayer(s, e.data.player, (p) => {
        const byId = new Map([...p.hand, ...p.library].map((c) => [c.id, c]));
        return {
          ...p,
          hand: p.hand.filter((c) => !order.has(c.id)),
          library: e.data.order.flatMap((id) => { const c = byId.get(id); return c === undefined ? [] : [c]; }),
        };
      });
      // A mulligan's shuffle ends that player's declaration for the round (103.5).
      return m === null ? shuffled : { ...shuffled, mulligan: { ...m, declared: m.declared.filter((p) => p !== e.data.player) } };
    }
    case 'PowerToughnessChanged':
      return {
        ...s,
        nextTimestamp: s.nextTimestamp + 1,
        pumps: [...s.pumps, { permanent: e.data.permanent, power: e.data.power, toughness: e.data.toughness, timestamp: s.nextTimestamp, source: e.data.source }],
      };
    case 'CardMovedFromGraveyard':
      return updatePlayer(moved(s, [e.data.card]), e.data.player, (p) => {
        const card = p.graveyard.find((c) => c.id === e.data.card);
        if (card === undefined) return p;
        const graveyard = p.graveyard.filter((c) => c.id !== e.data.card);
        return e.data.to === 'hand' ? { ...p, graveyard, hand: [...p.hand, card] } : { ...p, graveyard, exile: [...p.exile, card] };
      });
    case 'LibraryArranged': {
      const placed = new Set([...e.data.top, ...e.data.bottom, ...e.data.graveyard]);
      return updatePlayer(moved(s, e.data.graveyard), e.data.player, (p) => {
        const byId = new Map(p.library.map((c) => [c.id, c]));
        const pick = (ids: readonly string[]): CardObject[] => ids.flatMap((id) => { const c = byId.get(id); return c === undefined ? [] : [c]; });
        return { ...p, library: [...pick(e.data.top), ...p.library.filter((c) => !placed.has(c.id)), ...pick(e.data.bottom)], graveyard: [...p.graveyard, ...pick(e.data.graveyard)] };
      });
    }
    case 'CardsMilled': {
      const milled = new Set(e.data.cards);
      return updatePlayer(moved(s, e.data.cards), e.data.player, (p) => ({
        ...p, library: p.library.filter((c) => !milled.has(c.id)), graveyard: [...p.graveyard, ...p.library.filter((c) => milled.has(c.id))],
      }));
    }
    case 'RestrictionAdded':
      return { ...s, restrictions: [...(s.restrictions ?? []), { permanent: e.data.permanent, restriction: e.data.restriction, source: e.data.source }] };
    case 'KeywordsGranted':
      return {
        ...s,
        keywordGrants: [...(s.keywordGrants ?? []), { permanent: e.data.permanent, keywords: e.data.keywords, source: e.data.source, step: s.step }],
      };
    case 'RegenerationShieldCreated':
      return updatePermanent(s, e.data.permanent, (p) => ({ ...p, regenerationShields: (p.regenerationShields ?? 0) + 1 }));
    case 'ExileInsteadOfDyingCreated':
      return updatePermanent(s, e.data.permanent, (p) => ({ ...p, exileIfItWouldDie: true }));
    case 'Regenerated': {
      const shielded = updatePermanent(s, e.data.permanent, (p) => {
        const { deathtouched: _deathtouched, regenerationShields, ...rest } = p;
        const left = (regenerationShields ?? 1) - 1;
        return { ...rest, damage: 0, tapped: true, ...(left > 0 ? { regenerationShields: left } : {}) };
      });
      return { ...shielded, combat: removeFromCombat(shielded.combat, new Set([e.data.permanent])) };
    }
    case 'ManaPaid':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, manaPool: subtractMana(p.manaPool, e.data.mana) }));
    case 'PreventionAdded':
      return { ...s, preventions: [...s.preventions, { kind: e.data.kind, source: e.data.source }] };
    case 'BecameCreature':
      return {
        ...s,
        nextTimestamp: s.nextTimestamp + 1,
        untilEndOfTurn: [...s.untilEndOfTurn, { permanent: e.data.permanent, power: e.data.power, toughness: e.data.toughness, timestamp: s.nextTimestamp }],
      };
    case 'CleanupPerformed': {
      const battlefield: Record<string, Permanent> = {};
      for (const [id, p] of Object.entries(s.battlefield)) {
        if (p.damage === 0 && p.deathtouched !== true && p.regenerationShields === undefined && p.exileIfItWouldDie === undefined) battlefield[id] = p;
        else {
          // Regeneration shields last "this turn" (701.19a) and end with the other effects, as "exile it instead" does.
          const { deathtouched: _deathtouched, regenerationShields: _shields, exileIfItWouldDie: _exile, ...rest } = p;
          battlefield[id] = { ...rest, damage: 0 };
        }
      }
      // Damage wears off and "until end of turn" effects end (514.2).
      return { ...s, battlefield, untilEndOfTurn: [], pumps: [], preventions: [], ...(s.keywordGrants === undefined ? {} : { keywordGrants: [] }), ...(s.restrictions === undefined ? {} : { restrictions: [] }) };
    }
    case 'PlayerConceded':
      return updatePlayer(s, e.data.player, (p) => ({ ...p, result: 'conceded' }));
    case 'PlayerLeftGame': {
      // A choice only the leaver could make leaves with them (800.4a).
      const pendingChoice = s.pendingChoice?.player === e.data.player ? null : s.pendingChoice;
      const controlEffects = s.controlEffects.filter((c) => c.controller !== e.data.player);
      const passed = s.passed.filter((p) => p !== e.data.player);
      const priority = s.priority === e.data.player ? nextInTurnOrder(s, e.data.player) : s.priority;
      // Creatures attacking the player who left are removed from combat (506.4, 800.4a).
      const combat = s.combat === null ? null : removeFromCombat(s.combat, new Set(Object.entries(s.combat.attackers).filter(([, a]) => a.defending === e.data.player).map(([id]) => id)));
      return updatePlayer({ ...s, controlEffects, pendingChoice, passed, priority, combat }, e.data.player, (p) => ({
        ...p,
        inGame: false,
        result: p.result === 'conceded' ? 'conceded' : 'lost',
        manaPool: emptyPool(), hand: [], library: [], graveyard: [], exile: [],
      }));
    }
    case 'GameWon':
      return { ...s, winner: e.data.player, priority: null, passed: [], playerStates: mapPlayers(s, (p) => (p.name === e.data.player ? { ...p, result: 'won' } : p)) };
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
    priority: NO_PRIORITY_STEPS.has(setup.step) ? null : setup.activePlayer,
    mulligan: setup.step === 'mulligan' ? { taken: {}, kept: [], declared: [], startingPlayer: setup.activePlayer } : null,
  };
}

function entered(s: GameState, e: EventOf<'PermanentEntered'>): GameState {
  const d = e.data;
  let base = s;
  if (d.from === 'hand') base = updatePlayer(s, d.owner, (p) => ({ ...p, hand: p.hand.filter((c) => c.id !== d.permanent) }));
  if (d.from === 'graveyard') base = updatePlayer(s, d.owner, (p) => ({ ...p, graveyard: p.graveyard.filter((c) => c.id !== d.permanent) }));
  if (d.from === 'library') base = updatePlayer(s, d.owner, (p) => ({ ...p, library: p.library.filter((c) => c.id !== d.permanent) }));
  const permanent: Permanent = {
    id: d.permanent, card: d.card, owner: d.owner, defaultController: d.controller, controller: d.controller,
    controllerHistory: [d.controller], tapped: d.tapped, counters: d.counters, damage: 0, attachedTo: d.attachedTo,
    token: d.token, timestamp: base.nextTimestamp, controlledSinceTurn: base.turn, castX: d.castX,
    ...(d.kicked === true ? { kicked: true } : {}),
  };
  const tokensCreated = d.token && d.from === 'none' ? bumpTokenCount(base, d.permanent) : base.tokensCreated;
  return { ...moved(base, [d.permanent]), battlefield: { ...base.battlefield, [d.permanent]: permanent }, nextTimestamp: base.nextTimestamp + 1, tokensCreated };
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
    ...moved(s, [gone.id]),
    battlefield,
    controlEffects: s.controlEffects.filter((c) => c.permanent !== gone.id),
    untilEndOfTurn: s.untilEndOfTurn.filter((u) => u.permanent !== gone.id),
    pumps: s.pumps.filter((u) => u.permanent !== gone.id),
    ...(s.keywordGrants === undefined ? {} : { keywordGrants: s.keywordGrants.filter((g) => g.permanent !== gone.id) }),
    ...(s.restrictions === undefined ? {} : { restrictions: s.restrictions.filter((r) => r.permanent !== gone.id) }),
    // A permanent that leaves the battlefield is removed from combat (506.4).
    combat: removeFromCombat(s.combat, new Set([gone.id])),
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
  const base = { ...(obj.kind === 'spell' && toGraveyard ? moved(s, [obj.source]) : s), stack };
  const owner = base.playerStates[obj.owner];
  if (obj.kind !== 'spell' || !toGraveyard || owner === undefined || !owner.inGame) return base;
  // A spell cast with flashback is exiled instead, whether it resolves, is countered or fizzles (702.34a).
  if (obj.exileOnLeaving === true) return updatePlayer(base, obj.owner, (p) => ({ ...p, exile: [...p.exile, { id: obj.source, card: obj.card, owner: obj.owner }] }));
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

/** A new turn: no ability has been activated this turn yet (602.5). */
function withoutActivationsThisTurn(battlefield: GameState['battlefield']): GameState['battlefield'] {
  if (!Object.values(battlefield).some((p) => p.activatedThisTurn !== undefined)) return battlefield;
  return Object.fromEntries(
    Object.entries(battlefield).map(([id, p]) => {
      const { activatedThisTurn: _done, ...rest } = p;
      return [id, rest];
    }),
  );
}
