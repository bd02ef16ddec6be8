/**
 * Effect resolvers: one per kind of `Effect` (a mapped registry, so a new kind without a resolver
 * does not compile). Each emits the events of what happens, citing the rule.
 */
import type { Amount, CardDefinition, CreatureGroup, DamagedCreatures, Effect, LibraryCardFilter, PermanentGroup } from './card-definition';
import type { EffectSource, Task, TaskResult } from './task';
import type { DecideContext } from './context';
import { manaTypesOf, type ManaType } from './mana';
import { apnapOrder, hasKeyword, isArtifact, isCreature, matchesPermanentFilter, permanentsInOrder, playerInGame } from './queries';
import type { Permanent } from './state';
import { drawCards } from './draw';
import { dealDamage, damageSourceOf } from './damage';
import { shuffled } from './shuffle';
import { sacrificeSourceUnlessYouPay } from './unless-pay';
import { counterThatUnlessItsControllerPays } from './ward';
import { cantBeCountered } from './spell-permissions';
import { lookAtTheTop, lookAtTopKeepOne, mill } from './library';
import { searchLibraryToHand } from './search';
import { searchLibraryFor } from './search-library-for';
import { returnAllFromGraveyardToBattlefield } from './return-all-from-graveyard';
import { ifTargetCardHasSubtype, returnCardFromGraveyardToHand, returnSourceFromGraveyardToBattlefield } from './graveyard-choices';
import { exileTargetIfItWouldDie, putIntoGraveyard } from './dies';
import { targetControllerOf, targetManaValueOf, withTargetController } from './target-controller';
import { drainEachOpponent } from './drain';
import { countPermanents } from './count';
import { gainLife } from './life-gain';
import { discardHand, doubleTargetPowerToughness, givePoisonCounters, ifTargetPlayerHasLife } from './player-effects';
import { cardEnters } from './card-enters';

type EffectTask = Extract<Task, { kind: 'effect' }>;
type Resolvers = { readonly [K in Effect['kind']]: (ctx: DecideContext, effect: Extract<Effect, { kind: K }>, task: EffectTask) => TaskResult };

export function runEffect(ctx: DecideContext, task: EffectTask): TaskResult {
  const resolver = RESOLVERS[task.effect.kind] as (ctx: DecideContext, effect: Effect, task: EffectTask) => TaskResult;
  return resolver(ctx, task.effect, task);
}

export function evalAmount(ctx: DecideContext, amount: Amount, src: EffectSource): number {
  if (typeof amount === 'number') return amount;
  switch (amount.kind) {
    case 'x':
      return src.context.x ?? src.x;
    case 'countersOnSource':
      return src.context.sourceCounters?.[amount.counter] ?? ctx.state.battlefield[src.source]?.counters[amount.counter] ?? 0;
    case 'reflexiveCount':
      return src.context.amount ?? 0;
    case 'cardsInYourGraveyard': {
      const types = amount.types;
      const cards = ctx.state.playerStates[src.controller]?.graveyard ?? [];
      return types === undefined ? cards.length : cards.filter((c) => types.some((t) => ctx.catalog.get(c.card).types.includes(t))).length;
    }
    case 'count':
      return (amount.each ?? 1) * countPermanents(ctx.state, ctx.catalog, amount.of, src.controller, src.source);
    case 'targetManaValue':
      return targetManaValueOf(ctx, src);
  }
}

const effectTask = (effect: Effect, src: EffectSource): Task => ({ kind: 'effect', effect, src });

/** The creature a trigger names ("that creature"), if it is still on the battlefield as the same object (400.7). */
function triggeringCreature(ctx: DecideContext, src: EffectSource): string | undefined {
  const creature = src.context.creature;
  if (creature === undefined || ctx.state.battlefield[creature] === undefined) return undefined;
  return (ctx.state.zoneChanges[creature] ?? 0) === (src.context.creatureVersion ?? 0) ? creature : undefined;
}

/** Non-combat damage from the object an effect acts for (a spell, or an ability's source). */
function damageFrom(ctx: DecideContext, src: EffectSource, target: string, amount: number): void {
  dealDamage(ctx, damageSourceOf(ctx, src.source, { card: src.card, controller: src.controller }), target, amount, false);
}

function reflexiveTrigger(ctx: DecideContext, src: EffectSource, amount?: number): void {
  ctx.consequence(
    'AbilityTriggered',
    {
      key: ctx.nextKey(), source: src.source, card: src.card, ability: src.abilityNumber, controller: src.controller,
      reflexive: true, manaAbility: false, parentId: src.stackId,
      context: { ...src.context, ...(amount === undefined ? {} : { amount }) },
    },
    '603.12',
  );
}

function sacrifice(ctx: DecideContext, id: string, reason: string): void {
  const p = ctx.state.battlefield[id];
  if (p === undefined) return;
  putIntoGraveyard(ctx, p, reason, '701.21a');
}

/** Whether a permanent is in the group a "... all ..." effect names. */
function inGroup(ctx: DecideContext, what: PermanentGroup, p: Permanent): boolean {
  const types = ctx.catalog.get(p.card).types;
  const creature = isCreature(ctx.state, ctx.catalog, p);
  switch (what) {
    case 'creatures':
      return creature;
    case 'artifacts':
      return types.includes('Artifact');
    case 'enchantments':
      return types.includes('Enchantment');
    case 'artifactsAndEnchantments':
      return types.includes('Artifact') || types.includes('Enchantment');
    case 'lands':
      return types.includes('Land');
    case 'nonlandPermanents':
      return !types.includes('Land');
    case 'tappedCreatures':
      return creature && p.tapped;
    case 'creaturesWithFlying':
      return creature && hasKeyword(ctx.state, ctx.catalog, p, 'flying');
    case 'creaturesWithoutFlying':
      return creature && !hasKeyword(ctx.state, ctx.catalog, p, 'flying');
    case 'nonartifactCreatures':
      return creature && !types.includes('Artifact');
    case 'attackingCreatures':
      return creature && ctx.state.combat?.attackers[p.id] !== undefined;
  }
}

/** Whether "each creature ..." of a damage effect reaches this creature. */
function damagedCreature(ctx: DecideContext, which: DamagedCreatures, p: Permanent, src: EffectSource): boolean {
  switch (which) {
    case 'none':
      return false;
    case 'all':
      return true;
    case 'other':
      return p.id !== src.source;
    case 'withFlying':
      return hasKeyword(ctx.state, ctx.catalog, p, 'flying');
    case 'withoutFlying':
      return !hasKeyword(ctx.state, ctx.catalog, p, 'flying');
  }
}

/** The creatures of a group, in timestamp order, as the effect resolves. */
function creaturesIn(ctx: DecideContext, which: CreatureGroup, src: EffectSource): Permanent[] {
  return permanentsInOrder(ctx.state).filter((p) => {
    if (!isCreature(ctx.state, ctx.catalog, p)) return false;
    switch (which) {
      case 'all':
        return true;
      case 'youControl':
        return p.controller === src.controller;
      case 'otherYouControl':
        return p.controller === src.controller && p.id !== src.source;
      case 'opponentsControl':
        return p.controller !== src.controller;
      case 'attacking':
        return ctx.state.combat?.attackers[p.id] !== undefined;
      case 'attackingYouControl':
        return ctx.state.combat?.attackers[p.id] !== undefined && p.controller === src.controller;
    }
  });
}

/** Whether a card in a library is one a search looks for: of one of the filter's types, and basic if it says so. */
function matchesLibraryFilter(card: CardDefinition, filter: LibraryCardFilter): boolean {
  return filter.types.some((t) => card.types.includes(t)) && (!filter.basic || card.supertypes.includes('Basic'));
}

/** A permanent's name: a token's is its subtypes and "Token" (111.4), the rest are their card's. */
function nameOf(ctx: DecideContext, p: Permanent): string {
  const card = ctx.catalog.get(p.card);
  return p.token ? `${card.subtypes.join(' ')} Token` : card.name;
}

/** Destroys a permanent (701.8a), unless it is indestructible (702.12b) or a regeneration shield replaces it (701.19a). */
function destroy(ctx: DecideContext, p: Permanent, noRegeneration = false): void {
  // An indestructible permanent can't be destroyed (702.12b).
  if (hasKeyword(ctx.state, ctx.catalog, p, 'indestructible')) return;
  // A regeneration shield replaces the destruction (701.19a), unless "it can't be regenerated" (701.19c).
  if ((p.regenerationShields ?? 0) > 0 && !noRegeneration) ctx.consequence('Regenerated', { permanent: p.id }, '701.19a');
  else putIntoGraveyard(ctx, p, 'destroyed', '701.8a');
}

function asList(answer: unknown): string[] {
  return Array.isArray(answer) ? answer.map(String) : [];
}

const RESOLVERS: Resolvers = {
  sacrificeSourceUnlessYouPay,
  counterThatUnlessItsControllerPays,
  discardHand,
  ifTargetPlayerHasLife,
  doubleTargetPowerToughness,
  givePoisonCounters,

  sequence: (ctx, e, task) => {
    const src = withTargetController(ctx, task.src);
    return { next: e.effects.map((x) => effectTask(x, src)) };
  },

  // "If this spell was kicked" (702.33d): the spell, or the permanent's enters trigger, remembers it.
  ifKicked: (_ctx, e, task) => {
    const chosen = task.src.context.kicked === true ? e.then : e.otherwise;
    return chosen === undefined ? undefined : { next: [effectTask(chosen, task.src)] };
  },

  // The chosen modes, in the order written (608.2c), each with the targets chosen for it (700.2c).
  modal: (_ctx, e, { src }) => ({
    next: (src.modes ?? []).flatMap((chosen) => {
      const mode = e.modes[chosen.mode];
      return mode === undefined ? [] : [effectTask(mode.effect, { ...src, targets: chosen.targets, modes: [] })];
    }),
  }),

  dealDamage: (ctx, e, { src }) => {
    const amount = evalAmount(ctx, e.amount, src);
    if (e.to === 'eachOpponent') {
      for (const player of apnapOrder(ctx.state)) if (player !== src.controller) damageFrom(ctx, src, player, amount);
      return undefined;
    }
    const target = e.to === 'target' ? src.targets[0] : e.to === 'controller' ? src.controller : src.context.player;
    if (target !== undefined) damageFrom(ctx, src, target, amount);
    return undefined;
  },

  dealDamageToEachPlayerAndEachOtherCreature: (ctx, e, { src }) => {
    const amount = evalAmount(ctx, e.amount, src);
    for (const player of apnapOrder(ctx.state)) damageFrom(ctx, src, player, amount);
    for (const p of permanentsInOrder(ctx.state)) {
      if (p.id !== src.source && isCreature(ctx.state, ctx.catalog, p)) damageFrom(ctx, src, p.id, amount);
    }
    return undefined;
  },

  drawCards: (ctx, e, { src }) => {
    const amount = evalAmount(ctx, e.amount, src);
    const players = e.who === 'controller' ? [src.controller] : e.who === 'target' ? src.targets.slice(0, 1) : apnapOrder(ctx.state);
    // Each player draws in turn order (101.4).
    for (const player of players) if (playerInGame(ctx.state, player)) drawCards(ctx, player, amount, '121.1');
    return undefined;
  },

  createTokens: (ctx, e, { src }) => {
    const n = evalAmount(ctx, e.amount, src);
    const owner = e.for === 'owner' ? (src.context.sourceOwner ?? ctx.state.battlefield[src.source]?.owner ?? src.controller) : e.for === 'targetController' ? targetControllerOf(ctx, src) : src.controller;
    if (owner === undefined || !playerInGame(ctx.state, owner)) return undefined;
    for (let i = 0; i < n; i++) {
      const id = `${src.source}-token-${(ctx.state.tokensCreated[src.source] ?? 0) + 1}`;
      ctx.consequence(
        'PermanentEntered',
        { permanent: id, card: e.token, owner, controller: owner, token: true, tapped: e.tapped, counters: {}, attachedTo: null, castX: null, from: 'none' },
        '111.2',
      );
    }
    return undefined;
  },

  addCounters: (ctx, e, { src }) => {
    const amount = evalAmount(ctx, e.amount, src);
    const permanent = e.to === 'source' ? src.source : e.to === 'target' ? src.targets[0] : triggeringCreature(ctx, src);
    if (permanent !== undefined && ctx.state.battlefield[permanent] !== undefined && amount > 0) {
      ctx.consequence('CountersAdded', { permanent, kind: e.counter, amount }, '122.1');
    }
    return undefined;
  },

  addCountersToEach: (ctx, e, { src }) => {
    const amount = evalAmount(ctx, e.amount, src);
    if (amount <= 0) return undefined;
    for (const p of creaturesIn(ctx, e.which, src)) ctx.consequence('CountersAdded', { permanent: p.id, kind: e.counter, amount }, '122.1');
    return undefined;
  },

  sacrificeSource: (ctx, _e, { src }) => {
    const p = ctx.state.battlefield[src.source];
    if (p !== undefined && p.controller === src.controller) sacrifice(ctx, p.id, 'sacrificed');
    return undefined;
  },

  targetOpponentGainsControlOfSource: (ctx, _e, { src }) => {
    const p = ctx.state.battlefield[src.source];
    const target = src.targets[0];
    // Yes Man ruling: not on the battlefield → nothing happens, and no reflexive trigger.
    if (p === undefined || target === undefined || !playerInGame(ctx.state, target)) return undefined;
    const key = ctx.nextKey();
    ctx.consequence(
      'ControlChanged',
      { permanent: p.id, from: p.controller, to: target, added: { id: `control-${key}`, permanent: p.id, controller: target, timestamp: key, source: src.stackId ?? src.source }, endedEffects: [] },
      '613.1b',
    );
    if (ctx.state.battlefield[p.id]?.controller === target && p.controller !== target) reflexiveTrigger(ctx, src);
    return undefined;
  },

  tapAnyNumberOfArtifacts: (ctx, _e, task) => {
    const { src } = task;
    const options = permanentsInOrder(ctx.state)
      .filter((p) => p.controller === src.controller && !p.tapped && isArtifact(ctx.catalog, p))
      .map((p) => p.id);
    if (task.answer === undefined && options.length > 0) {
      return { ask: { player: src.controller, kind: 'tapArtifacts', options, min: 0, max: options.length, resume: task } };
    }
    const chosen = asList(task.answer).filter((id) => options.includes(id));
    for (const id of chosen) ctx.consequence('PermanentTapped', { permanent: id, forCost: false }, '701.26a');
    // The reflexive trigger happens even for zero artifacts (Yotia Declares War ruling).
    reflexiveTrigger(ctx, src, chosen.length);
    return undefined;
  },

  targetBecomesCreature: (ctx, e, { src }) => {
    const target = src.targets[0];
    if (target !== undefined && ctx.state.battlefield[target] !== undefined) {
      ctx.consequence('BecameCreature', { permanent: target, power: e.power, toughness: e.toughness }, '613.4b');
    }
    return undefined;
  },

  sacrificeSourceUnlessYouSacrificeACreature: (ctx, _e, task) => {
    const { src } = task;
    const creatures = permanentsInOrder(ctx.state)
      .filter((p) => p.controller === src.controller && isCreature(ctx.state, ctx.catalog, p))
      .map((p) => p.id);
    if (task.answer === undefined && creatures.length > 0) {
      return { ask: { player: src.controller, kind: 'sacrifice', options: creatures, min: 0, max: 1, resume: task } };
    }
    const chosen = asList(task.answer).find((id) => creatures.includes(id));
    if (chosen !== undefined) sacrifice(ctx, chosen, 'sacrificed');
    else {
      const p = ctx.state.battlefield[src.source];
      if (p !== undefined) sacrifice(ctx, p.id, 'sacrificed');
    }
    return undefined;
  },

  addOneManaOfATypeThatLandProduced: (ctx, _e, task) => {
    const { src } = task;
    const player = src.context.player;
    if (player === undefined) return undefined;
    const types = manaTypesOf(src.context.produced ?? {});
    if (types.length === 0) return undefined;
    if (types.length > 1 && task.answer === undefined) {
      return { ask: { player, kind: 'manaType', options: types, resume: task } };
    }
    const type = (types.length === 1 ? types[0] : (task.answer as ManaType)) ?? 'C';
    ctx.consequence('ManaAdded', { player, source: src.source, mana: { [type]: 1 } }, '605.4a');
    return undefined;
  },

  addManaToTappingPlayer: (ctx, e, { src }) => {
    const player = src.context.player;
    if (player !== undefined) ctx.consequence('ManaAdded', { player, source: src.source, mana: e.mana }, '605.4a');
    return undefined;
  },

  returnTargetFromGraveyardToBattlefield: (ctx, e, { src }) => {
    const target = src.targets[0];
    const card = ctx.state.playerStates[src.controller]?.graveyard.find((c) => c.id === target);
    if (card === undefined) return undefined;
    cardEnters(ctx, card, { controller: src.controller, from: 'graveyard', tapped: e.tapped === true }, '110.2');
    return undefined;
  },

  pumpTarget: (ctx, e, { src }) => {
    const target = src.targets[0];
    if (target !== undefined && ctx.state.battlefield[target] !== undefined) {
      ctx.consequence('PowerToughnessChanged', { permanent: target, power: e.power, toughness: e.toughness, source: src.stackId ?? src.source }, '613.4c');
    }
    return undefined;
  },

  counterTargetSpell: (ctx, _e, { src }) => {
    const target = src.targets[0];
    const spell = ctx.state.stack.find((o) => o.id === target && o.kind === 'spell');
    // "This spell can't be countered", "... spells you control can't be countered": the "can't" wins (101.2); it stays on the stack.
    if (target !== undefined && spell !== undefined && !cantBeCountered(ctx.state, ctx.catalog, spell)) {
      ctx.consequence('SpellCountered', { spell: target, by: src.stackId ?? src.source }, '701.6a');
    }
    return undefined;
  },

  destroyTarget: (ctx, e, { src }) => {
    const p = src.targets[0] === undefined ? undefined : ctx.state.battlefield[src.targets[0]];
    if (p !== undefined) destroy(ctx, p, e.noRegeneration === true);
    return undefined;
  },

  destroyTargetAndSameName: (ctx, _e, { src }) => {
    const target = src.targets[0] === undefined ? undefined : ctx.state.battlefield[src.targets[0]];
    if (target === undefined) return undefined;
    // The target and every other permanent with the same name (201.2a), destroyed at once (701.8a).
    const doomed = permanentsInOrder(ctx.state).filter((q) => q.id === target.id || nameOf(ctx, q) === nameOf(ctx, target));
    ctx.leavingTogether = doomed;
    for (const p of doomed) destroy(ctx, p);
    ctx.leavingTogether = [];
    return undefined;
  },

  destroyAll: (ctx, e, { src }) => {
    // Every permanent that matches as the effect resolves is destroyed (701.8a), all in this one resolution.
    const doomed = permanentsInOrder(ctx.state).filter((q) => matchesPermanentFilter(ctx.state, ctx.catalog, q, e.filter));
    // They leave together: each one's "dies" abilities see the others die too (603.10a).
    ctx.leavingTogether = doomed;
    for (const p of doomed) destroy(ctx, p);
    ctx.leavingTogether = [];
    // "You gain N life for each creature destroyed this way": not those indestructible or regenerated.
    const destroyed = doomed.filter((p) => ctx.state.battlefield[p.id] === undefined).length;
    return e.lifePerDestroyed === undefined ? undefined : { next: [effectTask({ kind: 'gainLife', amount: e.lifePerDestroyed * destroyed, who: 'controller' }, src)] };
  },

  // "You may ...": the controller chooses as it applies (603.5, 608.2d); "no" does nothing.
  mayDo: (_ctx, e, task) => {
    if (task.answer === undefined) return { ask: { player: task.src.controller, kind: 'mayDo', options: ['yes', 'no'], resume: task } };
    return task.answer === 'yes' ? { next: [effectTask(e.effect, task.src)] } : undefined;
  },

  exileTargetIfItWouldDieThisTurn: (ctx, _e, { src }) => {
    exileTargetIfItWouldDie(ctx, src.targets[0], src.stackId ?? src.source);
    return undefined;
  },

  regenerate: (ctx, e, { src }) => {
    const id = e.who === 'source' ? src.source : e.who === 'target' ? src.targets[0] : (ctx.state.battlefield[src.source]?.attachedTo ?? undefined);
    const p = id === undefined ? undefined : ctx.state.battlefield[id];
    if (p !== undefined) ctx.consequence('RegenerationShieldCreated', { permanent: p.id, source: src.stackId ?? src.source }, '701.19a');
    return undefined;
  },

  gainLife: (ctx, e, { src }) => {
    const amount = evalAmount(ctx, e.amount, src);
    const player = e.who === 'controller' ? src.controller : src.targets[0];
    if (player !== undefined) gainLife(ctx, player, amount, src.stackId ?? src.source, '119.3');
    return undefined;
  },

  discardCards: (ctx, e, task) => {
    const { src } = task;
    // Each opponent discards in turn order, each choosing their own cards (101.4).
    if (e.who === 'eachOpponent' || e.who === 'eachPlayer') {
      const opponents = apnapOrder(ctx.state).filter((p) => e.who === 'eachPlayer' || p !== src.controller);
      return { next: opponents.map((p) => effectTask({ ...e, who: 'target' }, { ...src, targets: [p] })) };
    }
    const player = e.who === 'controller' ? src.controller : src.targets[0];
    const hand = player === undefined ? [] : (ctx.state.playerStates[player]?.hand ?? []);
    const amount = Math.min(evalAmount(ctx, e.amount, src), hand.length);
    if (player === undefined || amount <= 0) return undefined;
    const options = hand.map((c) => c.id);
    // The discarding player chooses which cards (701.9b), unless the hand holds no more than that.
    if (task.answer === undefined && amount < hand.length) {
      return { ask: { player, kind: 'discard', options, min: amount, max: amount, count: amount, resume: task } };
    }
    const chosen = amount < hand.length ? asList(task.answer).filter((id) => options.includes(id)) : options;
    for (const card of chosen) ctx.consequence('CardDiscarded', { player, card }, '701.9a');
    return undefined;
  },

  loseLife: (ctx, e, { src }) => {
    const amount = evalAmount(ctx, e.amount, src);
    const players =
      e.who === 'controller' ? [src.controller]
      : e.who === 'target' ? src.targets.slice(0, 1)
      : e.who === 'triggeringPlayer' ? (src.context.player === undefined ? [] : [src.context.player])
      : apnapOrder(ctx.state).filter((p) => e.who === 'eachPlayer' || p !== src.controller);
    for (const player of players) {
      if (amount > 0 && playerInGame(ctx.state, player)) ctx.consequence('LifeLost', { player, amount, source: src.stackId ?? src.source }, '119.3');
    }
    return undefined;
  },

  drainEachOpponent: (ctx, e, { src }) => drainEachOpponent(ctx, evalAmount(ctx, e.amount, src), src),

  pumpSource: (ctx, e, { src }) => {
    if (ctx.state.battlefield[src.source] !== undefined) {
      ctx.consequence('PowerToughnessChanged', { permanent: src.source, power: e.power, toughness: e.toughness, source: src.stackId ?? src.source }, '613.4c');
    }
    return undefined;
  },

  pumpSourcePerBlockerBeyondFirst: (ctx, e, { src }) => {
    // Counted once, as it resolves (702.23b): the creatures blocking it now, beyond the first.
    const blockers = ctx.state.combat?.attackers[src.source]?.blockedBy.filter((id) => ctx.state.battlefield[id] !== undefined).length ?? 0;
    const n = Math.max(0, blockers - 1);
    if (n > 0 && ctx.state.battlefield[src.source] !== undefined) {
      ctx.consequence('PowerToughnessChanged', { permanent: src.source, power: e.power * n, toughness: e.toughness * n, source: src.stackId ?? src.source }, '702.23b');
    }
    return undefined;
  },

  pumpOtherAttackers: (ctx, e, { src }) => {
    // The creatures attacking as it resolves, other than the source (702.91a).
    for (const p of permanentsInOrder(ctx.state)) {
      if (p.id === src.source || ctx.state.combat?.attackers[p.id] === undefined) continue;
      ctx.consequence('PowerToughnessChanged', { permanent: p.id, power: e.power, toughness: e.toughness, source: src.stackId ?? src.source }, '702.91a');
    }
    return undefined;
  },

  pumpTriggeringCreature: (ctx, e, { src }) => {
    const creature = src.context.creature;
    // "That creature" is the object that attacked: not a new object it became since (400.7).
    if (creature === undefined || ctx.state.battlefield[creature] === undefined) return undefined;
    if ((ctx.state.zoneChanges[creature] ?? 0) !== (src.context.creatureVersion ?? 0)) return undefined;
    ctx.consequence('PowerToughnessChanged', { permanent: creature, power: e.power, toughness: e.toughness, source: src.stackId ?? src.source }, '613.4c');
    return undefined;
  },

  moveTarget: (ctx, e, { src }) => {
    const p = src.targets[0] === undefined ? undefined : ctx.state.battlefield[src.targets[0]];
    if (p !== undefined)
      ctx.consequence(
        'PermanentLeftBattlefield',
        { permanent: p.id, card: p.card, owner: p.owner, to: e.to, reason: e.to === 'hand' ? 'returned to its owner\'s hand' : 'exiled' },
        // Exiling is a keyword action (701.13a); returning to hand is the effect's own instruction (608.2c).
        e.to === 'hand' ? '608.2c' : '701.13a',
      );
    return undefined;
  },

  tapTarget: (ctx, e, { src }) => {
    const p = src.targets[0] === undefined ? undefined : ctx.state.battlefield[src.targets[0]];
    if (p === undefined) return undefined;
    if (e.untap && p.tapped) ctx.consequence('PermanentUntapped', { permanent: p.id, forCost: false }, '701.26b');
    if (!e.untap && !p.tapped) ctx.consequence('PermanentTapped', { permanent: p.id, forCost: false }, '701.26a');
    return undefined;
  },

  returnSourceFromGraveyardWithCounter: (ctx, e, { src }) => {
    // The card that went to its owner's graveyard, if it is still there as the same object (400.7).
    const owner = src.context.sourceOwner ?? src.controller;
    const card = ctx.state.playerStates[owner]?.graveyard.find((c) => c.id === src.source);
    if (card === undefined || (ctx.state.zoneChanges[card.id] ?? 0) !== src.context.sourceVersion) return undefined;
    cardEnters(ctx, card, { controller: card.owner, from: 'graveyard', counters: { [e.counter]: 1 } }, e.counter === '-1/-1' ? '702.79a' : '702.93a');
    return undefined;
  },

  searchLibraryToHand: (ctx, e, task) => searchLibraryToHand(ctx, { ...task, effect: e }),

  searchLibraryFor: (ctx, e, task) => searchLibraryFor(ctx, { ...task, effect: e }),

  returnAllFromGraveyardToBattlefield: (ctx, e, task) => returnAllFromGraveyardToBattlefield(ctx, { ...task, effect: e }),

  returnCardFromGraveyardToHand: (ctx, e, task) => returnCardFromGraveyardToHand(ctx, { ...task, effect: e }),

  ifTargetCardHasSubtype: (ctx, e, task) => ifTargetCardHasSubtype(ctx, { ...task, effect: e }),

  returnSourceFromGraveyardToBattlefield: (ctx, e, task) => returnSourceFromGraveyardToBattlefield(ctx, { ...task, effect: e }),

  attachSourceToTarget: (ctx, _e, { src }) => {
    const equipment = ctx.state.battlefield[src.source];
    const target = src.targets[0] === undefined ? undefined : ctx.state.battlefield[src.targets[0]];
    // It can only be attached to a creature it could equip, still its controller's (701.3a, 702.6a).
    if (equipment === undefined || target === undefined || target.controller !== src.controller || !isCreature(ctx.state, ctx.catalog, target)) return undefined;
    if (equipment.attachedTo !== target.id) ctx.consequence('PermanentAttached', { permanent: equipment.id, to: target.id }, '701.3a');
    return undefined;
  },

  gainKeywords: (ctx, e, { src }) => {
    const id = e.to === 'source' ? src.source : src.targets[0];
    const p = id === undefined ? undefined : ctx.state.battlefield[id];
    if (p !== undefined && e.keywords.length > 0) ctx.consequence('KeywordsGranted', { permanent: p.id, keywords: e.keywords, source: src.stackId ?? src.source }, '613.1f');
    return undefined;
  },

  pumpCreatures: (ctx, e, { src }) => {
    // The affected set is fixed as the effect begins (611.2c): the creatures there now.
    const times = e.per === undefined ? 1 : countPermanents(ctx.state, ctx.catalog, e.per, src.controller, src.source);
    const [power, toughness] = [e.power * times, e.toughness * times];
    for (const p of creaturesIn(ctx, e.which, src)) {
      const source = src.stackId ?? src.source;
      if (power !== 0 || toughness !== 0) ctx.consequence('PowerToughnessChanged', { permanent: p.id, power, toughness, source }, '613.4c');
      if (e.keywords.length > 0) ctx.consequence('KeywordsGranted', { permanent: p.id, keywords: e.keywords, source }, '613.1f');
    }
    return undefined;
  },

  searchLibraryToBattlefield: (ctx, e, task) => {
    const { src } = task;
    const library = ctx.state.playerStates[src.controller]?.library ?? [];
    const matching = library.filter((c) => matchesLibraryFilter(ctx.catalog.get(c.card), e.filter)).map((c) => c.id);
    // A search for cards with a stated quality may find fewer than asked, or none (701.23b).
    if (task.answer === undefined && matching.length > 0) {
      return { ask: { player: src.controller, kind: 'search', options: matching, min: 0, max: Math.min(e.upTo, matching.length), resume: task } };
    }
    const found = asList(task.answer).filter((id) => matching.includes(id)).slice(0, e.upTo);
    for (const id of found) {
      const card = library.find((c) => c.id === id);
      if (card === undefined) continue;
      // The effect's own instruction puts the found card onto the battlefield.
      cardEnters(ctx, card, { controller: src.controller, from: 'library', tapped: e.tapped }, '608.2c');
    }
    return undefined;
  },

  returnSourceToHand: (ctx, _e, { src }) => {
    const p = ctx.state.battlefield[src.source];
    // A permanent that left the battlefield is a new object (400.7): nothing to return then.
    if (p !== undefined) ctx.consequence('PermanentLeftBattlefield', { permanent: p.id, card: p.card, owner: p.owner, to: 'hand', reason: "returned to its owner's hand" }, '608.2c');
    return undefined;
  },

  dealDamageToEach: (ctx, e, { src }) => {
    const amount = evalAmount(ctx, e.amount, src);
    if (amount <= 0) return undefined;
    for (const p of permanentsInOrder(ctx.state)) {
      if (isCreature(ctx.state, ctx.catalog, p) && damagedCreature(ctx, e.creatures, p, src)) damageFrom(ctx, src, p.id, amount);
    }
    if (e.players) for (const player of apnapOrder(ctx.state)) damageFrom(ctx, src, player, amount);
    return undefined;
  },

  returnTargetCardToHand: (ctx, _e, { src }) => {
    const target = src.targets[0];
    const card = ctx.state.playerStates[src.controller]?.graveyard.find((c) => c.id === target);
    if (card !== undefined) ctx.consequence('CardMovedFromGraveyard', { player: card.owner, card: card.id, name: card.card, to: 'hand' }, '608.2c');
    return undefined;
  },

  shuffleLibrary: (ctx, _e, { src }) => {
    const library = (ctx.state.playerStates[src.controller]?.library ?? []).map((c) => c.id);
    // The order comes from the game's seed and the moment (the revision), so a replay gets the same one.
    ctx.consequence('LibraryShuffled', { player: src.controller, order: shuffled(library, ctx.state.seed, `${src.controller}:shuffle:${ctx.state.revision}`) }, '701.24a');
    return undefined;
  },

  scry: (ctx, e, task) => lookAtTheTop(ctx, evalAmount(ctx, e.amount, task.src), task, 'scry'),

  surveil: (ctx, e, task) => lookAtTheTop(ctx, evalAmount(ctx, e.amount, task.src), task, 'surveil'),

  lookAtTopKeepOneRestToGraveyard: (ctx, e, task) => lookAtTopKeepOne(ctx, e.amount, task),

  mill: (ctx, e, { src }) => {
    const players = e.who === 'controller' ? [src.controller] : e.who === 'target' ? src.targets.slice(0, 1) : apnapOrder(ctx.state).filter((p) => p !== src.controller);
    mill(ctx, players, evalAmount(ctx, e.amount, src));
    return undefined;
  },

  tapSource: (ctx, e, { src }) => {
    const p = ctx.state.battlefield[src.source];
    if (p === undefined) return undefined;
    if (e.untap && p.tapped) ctx.consequence('PermanentUntapped', { permanent: p.id, forCost: false }, '701.26b');
    if (!e.untap && !p.tapped) ctx.consequence('PermanentTapped', { permanent: p.id, forCost: false }, '701.26a');
    return undefined;
  },

  destroyGroup: (ctx, e) => {
    // The permanents there as it resolves, destroyed at once (indestructible ones and regeneration
    // shields as for any destruction); they see each other die (603.10a).
    const doomed = permanentsInOrder(ctx.state).filter((p) => inGroup(ctx, e.what, p));
    ctx.leavingTogether = doomed;
    for (const p of doomed) destroy(ctx, p);
    ctx.leavingTogether = [];
    return undefined;
  },

  returnAllToHand: (ctx, e, { src }) => {
    const returned = permanentsInOrder(ctx.state).filter((p) => inGroup(ctx, e.what, p) && (e.ofTargetPlayer !== true || p.controller === src.targets[0]));
    for (const p of returned) ctx.consequence('PermanentLeftBattlefield', { permanent: p.id, card: p.card, owner: p.owner, to: 'hand', reason: "returned to its owner's hand" }, '608.2c');
    return undefined;
  },

  returnOneYouControlToHand: (ctx, e, task) => {
    const { src } = task;
    const options = permanentsInOrder(ctx.state).filter((p) => p.controller === src.controller && inGroup(ctx, e.what, p)).map((p) => p.id);
    if (options.length === 0) return undefined;
    if (task.answer === undefined && options.length > 1) return { ask: { player: src.controller, kind: 'returnToHand', options, min: 1, max: 1, resume: task } };
    const id = options.length === 1 ? options[0] : asList(task.answer).find((x) => options.includes(x));
    const p = id === undefined ? undefined : ctx.state.battlefield[id];
    if (p !== undefined) ctx.consequence('PermanentLeftBattlefield', { permanent: p.id, card: p.card, owner: p.owner, to: 'hand', reason: "returned to its owner's hand" }, '608.2c');
    return undefined;
  },

  exileGraveyards: (ctx, e, { src }) => {
    const players = e.who === 'target' ? src.targets.slice(0, 1) : apnapOrder(ctx.state).filter((p) => e.who === 'eachPlayer' || p !== src.controller);
    for (const player of players) {
      for (const card of ctx.state.playerStates[player]?.graveyard ?? []) ctx.consequence('CardMovedFromGraveyard', { player, card: card.id, name: card.card, to: 'exile' }, '701.13a');
    }
    return undefined;
  },

  exileTargetCard: (ctx, _e, { src }) => {
    const target = src.targets[0];
    for (const player of ctx.state.players) {
      const card = ctx.state.playerStates[player]?.graveyard.find((c) => c.id === target);
      if (card !== undefined) ctx.consequence('CardMovedFromGraveyard', { player, card: card.id, name: card.card, to: 'exile' }, '701.13a');
    }
    return undefined;
  },

  putTargetOnLibrary: (ctx, _e, { src }) => {
    const p = src.targets[0] === undefined ? undefined : ctx.state.battlefield[src.targets[0]];
    if (p !== undefined) ctx.consequence('PermanentLeftBattlefield', { permanent: p.id, card: p.card, owner: p.owner, to: 'library', reason: "put on top of its owner's library" }, '608.2c');
    return undefined;
  },

  restrictThisTurn: (ctx, e, { src }) => {
    const id = e.to === 'source' ? src.source : src.targets[0];
    const p = id === undefined ? undefined : ctx.state.battlefield[id];
    if (p !== undefined) ctx.consequence('RestrictionAdded', { permanent: p.id, restriction: e.restriction, source: src.stackId ?? src.source }, '611.2a');
    return undefined;
  },

  sacrificeCreatures: (ctx, e, task) => {
    const { src } = task;
    // Each player chooses in turn order (101.4); each one's sacrifice changes nothing a later choice is about.
    if (e.who !== 'target') {
      const players = apnapOrder(ctx.state).filter((p) => e.who === 'eachPlayer' || p !== src.controller);
      return { next: players.map((p) => effectTask({ ...e, who: 'target' }, { ...src, targets: [p] })) };
    }
    const player = src.targets[0];
    const creatures = permanentsInOrder(ctx.state).filter((p) => p.controller === player && isCreature(ctx.state, ctx.catalog, p)).map((p) => p.id);
    const n = Math.min(e.amount, creatures.length);
    if (player === undefined || n <= 0) return undefined;
    // The sacrificing player chooses which (701.21a), unless they have no more than that.
    if (task.answer === undefined && n < creatures.length) return { ask: { player, kind: 'sacrifice', options: creatures, min: n, max: n, resume: task } };
    const chosen = n < creatures.length ? asList(task.answer).filter((id) => creatures.includes(id)) : creatures;
    for (const id of chosen) sacrifice(ctx, id, 'sacrificed');
    return undefined;
  },

  preventAllCombatDamageThisTurn: (ctx, _e, { src }) => {
    ctx.consequence('PreventionAdded', { source: src.stackId ?? src.source, kind: 'allCombatDamage' }, '615.1');
    return undefined;
  },
};
