/**
 * Triggers on what other objects and players do (CR 603.2): creatures entering (603.6a) and
 * dying (700.4, looking back in time, 603.10a), spells cast (601.2i), "at the beginning of"
 * steps of its controller's turn (603.2b), blocks (509.3a, 509.3c) and attacks (508.1m); and
 * abilities of the object itself with two trigger events ("When ~ enters or dies").
 */
import type { NumberedAbility, SelfTriggerCondition, TriggerCondition, TriggeredAbility } from './card-definition';
import type { RuleNumber } from './citations';
import type { DecideContext } from './context';
import type { GameEvent } from './events';
import { isOfKind } from './cost-payment';
import { fireTrigger } from './fire-trigger';
import { cardOf, hasSubtype, isCreature, opponentsOf, permanentsInOrder, triggeredAbilities } from './queries';
import type { ManaType } from './mana';
import type { GameState, Permanent, TriggerContext } from './state';

type Ability = NumberedAbility & TriggeredAbility;

/** The abilities of a permanent whose trigger is of one kind, with that condition. */
function withTrigger<K extends TriggerCondition['kind']>(ctx: DecideContext, p: Permanent, kind: K): [Ability, Extract<TriggerCondition, { kind: K }>][] {
  return triggeredAbilities(cardOf(ctx.catalog, p)).flatMap((a) => (a.trigger.kind === kind ? [[a, a.trigger as Extract<TriggerCondition, { kind: K }>]] : []));
}

/** The abilities of a permanent with two trigger events of its own, one of them `kind`. */
function eitherOn(ctx: DecideContext, p: Permanent, kind: SelfTriggerCondition['kind']): Ability[] {
  return withTrigger(ctx, p, 'either').flatMap(([a, t]) => (t.conditions.some((c) => c.kind === kind) ? [a] : []));
}

function fireEither(ctx: DecideContext, p: Permanent, kind: SelfTriggerCondition['kind'], context: TriggerContext, rule: RuleNumber): void {
  for (const a of eitherOn(ctx, p, kind)) fireTrigger(ctx, p, a, context, rule);
}

/** Counters of a kind put on a permanent, by an effect or as it enters (122.6): "Whenever one or more +1/+1 counters are put on ...". */
function countersPut(ctx: DecideContext, id: string, counter: string): void {
  const on = ctx.state.battlefield[id];
  if (on === undefined) return;
  for (const w of permanentsInOrder(ctx.state)) {
    for (const [a, t] of withTrigger(ctx, w, 'countersPutOn')) {
      if (t.counter !== counter) continue;
      if (t.on === 'self' ? w.id !== on.id : !putOnCreature(ctx, t, w, on)) continue;
      fireTrigger(ctx, w, a, {}, '122.6');
    }
  }
}

function putOnCreature(ctx: DecideContext, t: Extract<TriggerCondition, { kind: 'countersPutOn' }>, w: Permanent, on: Permanent): boolean {
  if (t.another && w.id === on.id) return false;
  if (t.whose === 'you' && on.controller !== w.controller) return false;
  if (t.notSubtype !== undefined && hasSubtype(ctx.catalog, on, t.notSubtype)) return false;
  return isCreature(ctx.state, ctx.catalog, on);
}

function creatureEntered(ctx: DecideContext, e: Extract<GameEvent, { type: 'PermanentEntered' }>): void {
  const entered = ctx.state.battlefield[e.data.permanent];
  if (entered === undefined) return;
  for (const [counter, n] of Object.entries(e.data.counters)) if (n > 0) countersPut(ctx, entered.id, counter);
  fireEither(ctx, entered, 'selfEnters', { x: entered.castX ?? 0 }, '603.6a');
  for (const w of permanentsInOrder(ctx.state)) {
    for (const [a, t] of withTrigger(ctx, w, 'permanentEnters')) {
      if (t.another && w.id === entered.id) continue;
      if (t.whose === 'you' && entered.controller !== w.controller) continue;
      if (isOfKind(ctx.state, ctx.catalog, entered, t.what)) fireTrigger(ctx, w, a, {}, '603.6a');
    }
  }
  if (!isCreature(ctx.state, ctx.catalog, entered)) return;
  // All permanents on the battlefield, the newcomer included, are checked (603.6a).
  for (const w of permanentsInOrder(ctx.state)) {
    for (const [a, t] of withTrigger(ctx, w, 'creatureEnters')) {
      if (t.another && w.id === entered.id) continue;
      if (t.whose === 'you' && entered.controller !== w.controller) continue;
      // "That creature" is the one that entered, as long as it stays the same object (400.7).
      fireTrigger(ctx, w, a, { creature: entered.id, creatureVersion: ctx.state.zoneChanges[entered.id] ?? 0 }, '603.6a');
    }
  }
}

function whoseMatches(state: GameState, whose: 'you' | 'opponent' | 'any', watcher: PlayerName, controller: PlayerName): boolean {
  if (whose === 'you') return controller === watcher;
  if (whose === 'opponent') return opponentsOf(state, watcher).includes(controller);
  return true;
}
type PlayerName = Permanent['controller'];

function creatureDied(ctx: DecideContext, before: GameState, e: Extract<GameEvent, { type: 'PermanentLeftBattlefield' }>): void {
  const dead = before.battlefield[e.data.permanent];
  if (dead === undefined || e.data.to !== 'graveyard') return;
  const lastKnown = (w: Permanent): TriggerContext => ({ sourceCounters: w.counters, sourceOwner: w.owner });
  fireEither(ctx, dead, 'selfDies', lastKnown(dead), '603.10a');
  if (!isCreature(before, ctx.catalog, dead)) return;
  // Leaves-the-battlefield abilities look back in time (603.10a): the permanents just before the
  // event, and those leaving with it at the same time.
  const watchers = [...permanentsInOrder(before), ...ctx.leavingTogether.filter((p) => before.battlefield[p.id] === undefined)];
  for (const w of watchers) {
    for (const [a, t] of withTrigger(ctx, w, 'creatureDies')) {
      if (t.another && w.id === dead.id) continue;
      if (t.nontoken && dead.token) continue;
      if (!whoseMatches(before, t.whose, w.controller, dead.controller)) continue;
      fireTrigger(ctx, w, a, ctx.state.battlefield[w.id] === undefined ? lastKnown(w) : {}, '603.10a');
    }
  }
}

function spellCast(ctx: DecideContext, e: Extract<GameEvent, { type: 'SpellCast' }>): void {
  if (!ctx.catalog.has(e.data.name)) return;
  const spell = ctx.catalog.get(e.data.name);
  const types = spell.types;
  const creature = types.includes('Creature');
  const isKind = { any: true, instantOrSorcery: types.includes('Instant') || types.includes('Sorcery'), creature, noncreature: !creature };
  const ofColor = (colors: readonly ManaType[] | undefined): boolean => colors === undefined || colors.some((c) => spell.colors.includes(c));
  for (const w of permanentsInOrder(ctx.state)) {
    if (w.controller === e.data.player) {
      // "during an opponent's turn": an opponent of the caster is the active player.
      const opponentsTurn = opponentsOf(ctx.state, w.controller).includes(ctx.state.activePlayer);
      for (const [a, t] of withTrigger(ctx, w, 'youCastSpell')) {
        const kind = isKind[t.spell] || (t.orSubtype !== undefined && hasSubtype(ctx.catalog, { card: e.data.name }, t.orSubtype));
        if (kind && ofColor(t.colors) && (t.duringAnOpponentsTurn !== true || opponentsTurn)) fireTrigger(ctx, w, a, {}, '601.2i');
      }
    }
    for (const [a, t] of withTrigger(ctx, w, 'spellCast')) {
      const byWhom = t.caster === 'any' || opponentsOf(ctx.state, w.controller).includes(e.data.player);
      // "that player" in the effect is the spell's caster.
      if (byWhom && isKind[t.spell] && ofColor(t.colors)) fireTrigger(ctx, w, a, { player: e.data.player }, '601.2i');
    }
  }
}

function stepBegan(ctx: DecideContext, step: string): void {
  if (step === 'upkeep') {
    for (const w of permanentsInOrder(ctx.state)) for (const [a] of withTrigger(ctx, w, 'eachUpkeep')) fireTrigger(ctx, w, a, {}, '603.2b');
  }
  const kind = step === 'end' ? 'yourEndStep' : step === 'beginCombat' ? 'beginningOfCombatOnYourTurn' : null;
  if (kind === null) return;
  for (const w of permanentsInOrder(ctx.state)) {
    if (w.controller !== ctx.state.activePlayer) continue;
    for (const [a] of withTrigger(ctx, w, kind)) fireTrigger(ctx, w, a, {}, '603.2b');
  }
}

function attackersDeclared(ctx: DecideContext, e: Extract<GameEvent, { type: 'AttackersDeclared' }>): void {
  const attackers = Object.keys(e.data.attackers);
  for (const id of attackers) {
    const p = ctx.state.battlefield[id];
    if (p !== undefined) fireEither(ctx, p, 'selfAttacks', {}, '508.3a');
  }
  creatureYouControlAttacks(ctx, e.data.player, attackers);
  // "Whenever you attack": once, if one or more creatures were declared as attackers (508.1m).
  if (attackers.length === 0) return;
  for (const w of permanentsInOrder(ctx.state)) {
    if (w.controller !== e.data.player) continue;
    for (const [a, t] of withTrigger(ctx, w, 'youAttack')) if (attackers.length >= (t.atLeast ?? 1)) fireTrigger(ctx, w, a, {}, '508.1m');
  }
}

/** "Whenever a (white) creature you control attacks": once for each such creature declared as an attacker (508.3a). */
function creatureYouControlAttacks(ctx: DecideContext, player: PlayerName, attackers: readonly string[]): void {
  for (const w of permanentsInOrder(ctx.state)) {
    if (w.controller !== player) continue;
    for (const [a, t] of withTrigger(ctx, w, 'creatureYouControlAttacks')) {
      for (const id of attackers) {
        const attacker = ctx.state.battlefield[id];
        if (attacker === undefined || attacker.controller !== player) continue;
        if (t.color !== undefined && !cardOf(ctx.catalog, attacker).colors.includes(t.color)) continue;
        fireTrigger(ctx, w, a, { creature: id, creatureVersion: ctx.state.zoneChanges[id] ?? 0 }, '508.3a');
      }
    }
  }
}

function blockersDeclared(ctx: DecideContext, e: Extract<GameEvent, { type: 'BlockersDeclared' }>): void {
  // Once each combat for each creature, however many creatures it blocks or is blocked by (509.3a, 509.3c).
  const fire = (id: string, kind: 'selfBlocks' | 'selfBecomesBlocked', rule: RuleNumber): void => {
    const p = ctx.state.battlefield[id];
    if (p === undefined) return;
    for (const [a] of withTrigger(ctx, p, kind)) fireTrigger(ctx, p, a, {}, rule);
    fireEither(ctx, p, kind, {}, rule);
  };
  for (const id of new Set(Object.keys(e.data.blockers))) fire(id, 'selfBlocks', '509.3a');
  for (const id of new Set(Object.values(e.data.blockers))) fire(id, 'selfBecomesBlocked', '509.3c');
}

function cardsDrawn(ctx: DecideContext, before: GameState, e: Extract<GameEvent, { type: 'CardsDrawn' }>): void {
  const n = e.data.cards.length;
  if (n === 0) return;
  const was = before.playerStates[e.data.player]?.cardsDrawnThisTurn ?? 0;
  for (const w of permanentsInOrder(ctx.state)) {
    if (w.controller !== e.data.player && ctx.state.playerStates[w.controller]?.inGame === true) {
      for (const [a] of withTrigger(ctx, w, 'opponentDrawsACard')) for (let i = 0; i < n; i++) fireTrigger(ctx, w, a, { player: e.data.player }, '121.2');
    }
    if (w.controller !== e.data.player) continue;
    // Cards are drawn one at a time (121.2): once for each card, and the second draw of the turn once.
    for (const [a] of withTrigger(ctx, w, 'youDrawACard')) for (let i = 0; i < n; i++) fireTrigger(ctx, w, a, {}, '121.2');
    if (was < 2 && was + n >= 2) for (const [a] of withTrigger(ctx, w, 'youDrawYourSecondCardEachTurn')) fireTrigger(ctx, w, a, {}, '121.2');
  }
}

export function detectWatcherTriggers(ctx: DecideContext, before: GameState, e: GameEvent): void {
  switch (e.type) {
    case 'CardsDrawn':
      cardsDrawn(ctx, before, e);
      return;
    case 'PermanentTapped': {
      // "Becomes tapped" (603.2f): a permanent that enters tapped does not become tapped.
      const p = ctx.state.battlefield[e.data.permanent];
      if (p !== undefined) for (const [a] of withTrigger(ctx, p, 'selfBecomesTapped')) fireTrigger(ctx, p, a, {}, '603.2f');
      return;
    }
    case 'PermanentEntered':
      creatureEntered(ctx, e);
      return;
    case 'CountersAdded':
      countersPut(ctx, e.data.permanent, e.data.kind);
      return;
    case 'PermanentLeftBattlefield':
      creatureDied(ctx, before, e);
      return;
    case 'SpellCast':
      spellCast(ctx, e);
      return;
    case 'StepBegan':
      stepBegan(ctx, e.data.step);
      return;
    case 'AttackersDeclared':
      attackersDeclared(ctx, e);
      return;
    case 'BlockersDeclared':
      blockersDeclared(ctx, e);
      return;
    default:
      return;
  }
}
