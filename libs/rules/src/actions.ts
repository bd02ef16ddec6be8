/**
 * Command handlers: check the command against the rules (throwing a `RuleViolation` with the CR
 * rule), emit the decision event, and return the agenda that carries it out.
 */
import type { RuleNumber } from './citations';
import type { Task } from './task';
import type { DecideContext } from './context';
import type { GameCommand } from './commands';
import { choiceRule } from './choice-rule';
import { DECLARATION_CHOICES, LIST_CHOICES, type ChoiceAnswer, type ChoiceKind, type DamageDivision } from './choice';
import { addManaCosts, checkPayment, defaultPayment, isManaType, normalizeBundle, parseManaCost, totalCost, type ManaBundle, type ManaCost, type ManaPool, type ManaType } from './mana';
import { costsLeftAfterConvoke } from './convoke';
import { activatedAbilities, cardOf, hasKeyword, isArtifact, isCreature, isLand, isTapManaAbility } from './queries';
import { RuleViolation } from './rule-violation';
import { freeStackId } from './stack-ids';
import { checkTargets } from './targets';
import { activatedAbilitiesOf, printedKeywords, spellAbilityOf, type CardDefinition } from './card-definition';
import { passAll, requireGameUnderway, requireNoPendingChoice, requirePlayer } from './priority';
import { canonicalKeys, summoningSick } from './combat-rules';
import type { CardObject, GameState, Permanent, PlayerName } from './state';
import { landPlayedTriggers } from './triggers';
import { isPermanentCard } from './card-types';
import { resolveTop } from './resolution';
import { leaveGame } from './leave-game';
import { endOfDeclaration } from './mulligan';
import { entersTapped } from './enters-tapped';
import { checkModeChoice, checkModeTargets, isEntwined, modalOf, type ModalEffect } from './modes';
import { additionalCosts, payCostTasks, requirePayable } from './cost-payment';
import { putIntoGraveyard } from './dies';
import { chosenAdditionalCost, spellCostReduction, withKicker } from './cost-reduction';
import { castsAsThoughFlash, mayCastWithoutPayingManaCost } from './spell-permissions';

type Cmd<K extends GameCommand['do']> = Extract<GameCommand, { do: K }>;

/** Sorcery timing: your main phase, empty stack (CR 117.1a, 301.1, 302.1, 303.1, 305.1, 307.1). */
function requireSorceryTiming(s: GameState, player: PlayerName, rule: RuleNumber, what: string): void {
  if (s.activePlayer !== player) throw new RuleViolation(rule, `${what} only during your own turn`);
  if (s.step !== 'precombatMain' && s.step !== 'postcombatMain') throw new RuleViolation(rule, `${what} only during a main phase`);
  if (s.stack.length > 0) throw new RuleViolation(rule, `${what} only while the stack is empty`);
}

function payMana(pool: GameState['playerStates'][string]['manaPool'], cost: ManaCost, payment: ManaBundle | undefined, rule: RuleNumber): ManaBundle {
  if (payment !== undefined) {
    const problem = checkPayment(pool, cost, payment);
    if (problem !== null) throw new RuleViolation(rule, `the payment does not pay the cost: ${problem}`);
    return normalizeBundle(payment);
  }
  const paid = defaultPayment(pool, cost);
  if (paid === null) throw new RuleViolation(rule, 'the mana pool cannot pay the cost');
  return paid;
}

export function activate(ctx: DecideContext, cmd: Cmd<'activate'>): Task[] {
  const s = ctx.state;
  requirePlayer(s, cmd.player);
  // While an effect asks this player for a mana payment, they may activate mana abilities (605.3a).
  const payingMana = s.pendingChoice?.kind === 'payMana' && s.pendingChoice.player === cmd.player;
  if (!payingMana) requireNoPendingChoice(s);
  const p = s.battlefield[cmd.source];
  if (p === undefined) {
    const inHand = s.playerStates[cmd.player]?.hand.find((c) => c.id === cmd.source);
    if (inHand !== undefined) return activateFromHand(ctx, cmd, inHand);
    // Only a card with an ability that works in the graveyard (113.6m) is a source there.
    const inGraveyard = s.playerStates[cmd.player]?.graveyard.find((c) => c.id === cmd.source);
    const worksThere = inGraveyard !== undefined && activatedAbilitiesOf(ctx.catalog.get(inGraveyard.card)).some((a) => a.kind === 'activated' && a.fromGraveyard === true);
    if (inGraveyard !== undefined && worksThere) return activateFromHand(ctx, cmd, inGraveyard, 'graveyard');
    throw new RuleViolation('602.2', `there is no permanent "${cmd.source}" on the battlefield`);
  }
  if (p.controller !== cmd.player) throw new RuleViolation('602.2', `${cmd.player} does not control ${p.card}; only its controller can activate its abilities`);
  const refs = activatedAbilities(s, ctx.catalog, p);
  const ref = refs[cmd.ability];
  if (ref === undefined) throw new RuleViolation('602.1', `${p.card} has ${refs.length} activated abilit${refs.length === 1 ? 'y' : 'ies'}; there is no ability ${cmd.ability}`);
  const ability = ref.ability;
  if (ability.kind === 'activated' && ability.fromHand === true) throw new RuleViolation('702.29a', `${p.card}'s ability ${cmd.ability} (${ability.text}) functions only while the card is in its owner's hand`);
  if (ability.kind === 'activated' && ability.fromGraveyard === true) throw new RuleViolation('113.6m', `${p.card}'s ability ${cmd.ability} (${ability.text}) functions only while the card is in its owner's graveyard`);
  if (payingMana && ability.kind !== 'mana') requireNoPendingChoice(s);
  if (ability.kind === 'activated' && ability.sorcerySpeed === true) requireSorceryTiming(s, cmd.player, '602.5d', `${p.card}'s ability ${cmd.ability} can be activated`);
  if (ability.kind === 'activated' && ability.onlyDuringYourTurn === true && s.activePlayer !== cmd.player) {
    throw new RuleViolation('602.5b', `${p.card}: activate only during your turn`);
  }
  if (ability.kind === 'activated' && ability.onlyOnceEachTurn === true && ref.grantedBy === null && (p.activatedThisTurn ?? []).includes(ref.number)) {
    throw new RuleViolation('602.5', `${p.card}: activate only once each turn, and it was activated this turn`);
  }
  const creature = isCreature(s, ctx.catalog, p);
  let paid: ManaBundle = {};
  let sacrificed = false;
  for (const part of ability.cost) {
    switch (part.kind) {
      case 'tap':
        if (p.tapped) throw new RuleViolation('107.5', `${p.card} is already tapped and can't be tapped to pay {T}`);
        if (creature && summoningSick(s, p) && !hasKeyword(s, ctx.catalog, p, 'haste')) throw new RuleViolation('302.6', `${p.card} has not been under ${cmd.player}'s control since the start of their most recent turn`);
        break;
      case 'untap':
        if (!p.tapped) throw new RuleViolation('107.6', `${p.card} is untapped and can't be untapped to pay {Q}`);
        if (creature && summoningSick(s, p) && !hasKeyword(s, ctx.catalog, p, 'haste')) throw new RuleViolation('302.6', `${p.card} has not been under ${cmd.player}'s control since the start of their most recent turn`);
        break;
      case 'mana': {
        const pool = s.playerStates[cmd.player]?.manaPool;
        if (pool === undefined) throw new RuleViolation('102.1', 'no such player');
        paid = payMana(pool, parseManaCost(part.cost), cmd.payment, '602.2b');
        break;
      }
      case 'sacrificeSelf':
        sacrificed = true;
        break;
      case 'discardSelf':
        throw new RuleViolation('702.29a', `${p.card} is on the battlefield, not in a hand: it can't be discarded to pay a cost`);
      case 'exileSelfFromGraveyard':
        throw new RuleViolation('113.6m', `${p.card} is on the battlefield, not in a graveyard: it can't be exiled from there to pay a cost`);
      case 'sacrifice':
      case 'discard':
      case 'payLife':
        break;
    }
  }
  requirePayable(s, ctx.catalog, cmd.player, p.id, ability.cost);
  if (cmd.payment !== undefined && !ability.cost.some((c) => c.kind === 'mana')) {
    throw new RuleViolation('602.2b', 'this ability has no mana cost to pay');
  }
  const isMana = ability.kind === 'mana';
  // A modal ability's modes are announced as it is activated (602.2b applies 601.2b; 700.2a), then each mode's targets.
  const modal = ability.kind === 'activated' ? modalOf(ability.effect) : undefined;
  if (modal === undefined && cmd.modes !== undefined) throw new RuleViolation('602.2b', `${p.card}'s ability ${cmd.ability} is not modal: it has no modes to choose`);
  const modes = modal === undefined ? undefined : checkModeChoice(modal, cmd.modes, p.card, '602.2b');
  const targets =
    modal === undefined || modes === undefined
      ? checkTargets(s, ctx.catalog, isMana ? undefined : ability.targets, cmd.targets ?? [], cmd.player, p.card, '602.2b')
      : checkModeTargets(s, ctx.catalog, modal, modes, cmd.targets ?? [], cmd.player, p.card, '602.2b').flatMap((m) => m.targets);
  const stackId = isMana ? null : freeStackId(s, `${p.id}/${ref.number}`);
  ctx.decision(
    'AbilityActivated',
    {
      player: cmd.player, source: p.id, card: p.card, ability: cmd.ability, abilityNumber: ref.number, grantedBy: ref.grantedBy,
      text: ability.text, manaAbility: isMana, ...(modes === undefined ? {} : { modes }), targets, paid, stackId,
    },
    cmd.player,
    isMana ? '605.3b' : '602.2',
  );
  for (const part of ability.cost) {
    if (part.kind === 'tap') ctx.consequence('PermanentTapped', { permanent: p.id, forCost: true }, '107.5');
    if (part.kind === 'untap') ctx.consequence('PermanentUntapped', { permanent: p.id, forCost: true }, '107.6');
  }
  if (sacrificed) putIntoGraveyard(ctx, p, 'sacrificed to pay a cost', '701.21a');
  const payments = payCostTasks(cmd.player, p.id, ability.cost);
  if (ability.kind === 'mana') {
    // Mana abilities don't use the stack: they resolve at once (605.3b).
    const then = ability.then === undefined ? {} : { then: { effect: ability.then, abilityNumber: ref.number, card: p.card } };
    return [...payments, { kind: 'manaAbility', player: cmd.player, permanent: p.id, produce: ability.produce, tappedForMana: isTapManaAbility(ability), ...then }];
  }
  return payments;
}

/**
 * Activates an ability that functions while its card is in its owner's hand (cycling, 702.29a):
 * the card is revealed as it is activated (602.2a) and discarded to pay the cost (701.9a).
 * Abilities count as on the battlefield: printed activated abilities in Oracle order.
 */
function activateFromHand(ctx: DecideContext, cmd: Cmd<'activate'>, inHand: CardObject, zone: 'hand' | 'graveyard' = 'hand'): Task[] {
  const s = ctx.state;
  const card = ctx.catalog.get(inHand.card);
  const abilities = activatedAbilitiesOf(card);
  const ability = abilities[cmd.ability];
  if (ability === undefined) throw new RuleViolation('602.1', `${card.name} has ${abilities.length} activated abilit${abilities.length === 1 ? 'y' : 'ies'}; there is no ability ${cmd.ability}`);
  // An ability that moves its card out of the graveyard functions only there (113.6m).
  const works = ability.kind === 'activated' && (zone === 'hand' ? ability.fromHand === true : ability.fromGraveyard === true);
  if (ability.kind !== 'activated' || !works) throw new RuleViolation('113.6', `${card.name}'s ability ${cmd.ability} functions only while it is on the battlefield`);
  if (ability.sorcerySpeed === true) requireSorceryTiming(s, cmd.player, '602.5d', `${card.name}'s ability ${cmd.ability} can be activated`);
  const pool = s.playerStates[cmd.player]?.manaPool;
  if (pool === undefined) throw new RuleViolation('102.1', 'no such player');
  let paid: ManaBundle = {};
  for (const part of ability.cost) {
    switch (part.kind) {
      case 'mana':
        paid = payMana(pool, parseManaCost(part.cost), cmd.payment, '602.2b');
        break;
      case 'exileSelfFromGraveyard':
        if (zone !== 'graveyard') throw new RuleViolation('113.6m', `${card.name} is in a hand, not a graveyard: it can't be exiled from there to pay a cost`);
        break;
      case 'discardSelf':
      case 'sacrifice':
      case 'discard':
      case 'payLife':
        break;
      case 'tap':
      case 'untap':
      case 'sacrificeSelf':
        throw new RuleViolation('602.2b', `${card.name} is in a ${zone}: its cost ${part.kind} can't be paid there`);
    }
  }
  requirePayable(s, ctx.catalog, cmd.player, inHand.id, ability.cost);
  if (cmd.payment !== undefined && !ability.cost.some((c) => c.kind === 'mana')) throw new RuleViolation('602.2b', 'this ability has no mana cost to pay');
  const targets = checkTargets(s, ctx.catalog, ability.targets, cmd.targets ?? [], cmd.player, card.name, '602.2b');
  const stackId = freeStackId(s, `${inHand.id}/${ability.number}`);
  ctx.decision(
    'AbilityActivated',
    {
      player: cmd.player, source: inHand.id, card: card.name, ability: cmd.ability, abilityNumber: ability.number, grantedBy: null,
      text: ability.text, manaAbility: false, targets, paid, stackId,
    },
    cmd.player,
    '602.2',
  );
  if (ability.cost.some((c) => c.kind === 'discardSelf')) ctx.consequence('CardDiscarded', { player: cmd.player, card: inHand.id }, '701.9a');
  if (zone === 'graveyard' && ability.cost.some((c) => c.kind === 'exileSelfFromGraveyard')) ctx.consequence('CardMovedFromGraveyard', { player: cmd.player, card: inHand.id, name: inHand.card, to: 'exile' }, '701.13a');
  return payCostTasks(cmd.player, inHand.id, ability.cost);
}

/** The creatures a `cast` taps for convoke: untapped creatures its caster controls, each once (702.51a). */
function convokingCreatures(ctx: DecideContext, cmd: Cmd<'cast'>, card: CardDefinition): Permanent[] {
  const ids = cmd.convoke ?? [];
  if (ids.length === 0) return [];
  if (!card.abilities.some((a) => a.kind === 'static' && a.static.kind === 'convoke')) throw new RuleViolation('702.51a', `${card.name} has no convoke: creatures can't pay for it`);
  if (new Set(ids).size !== ids.length) throw new RuleViolation('702.51a', 'a creature is tapped for convoke only once');
  return ids.map((id) => {
    const p = ctx.state.battlefield[id];
    if (p === undefined || p.controller !== cmd.player || !isCreature(ctx.state, ctx.catalog, p)) throw new RuleViolation('702.51a', `"${id}" is not a creature ${cmd.player} controls`);
    if (p.tapped) throw new RuleViolation('702.51a', `${p.card} (${id}) is tapped: only an untapped creature can be tapped for convoke`);
    return p;
  });
}

/** Pays a total cost with creatures tapped for convoke and mana from the pool for the rest (702.51a, 601.2h). */
function payWithConvoke(pool: ManaPool, total: ManaCost, colors: readonly (readonly ManaType[])[], payment: ManaBundle | undefined): ManaBundle {
  for (const rest of costsLeftAfterConvoke(total, colors)) {
    if (payment !== undefined && checkPayment(pool, rest, payment) === null) return normalizeBundle(payment);
    if (payment === undefined) {
      const paid = defaultPayment(pool, rest);
      if (paid !== null) return paid;
    }
  }
  throw new RuleViolation('601.2h', `the creatures tapped for convoke and the ${payment === undefined ? 'mana pool' : 'payment'} do not pay the cost`);
}

/** The flashback cost of a card, if it has flashback (702.34a). */
function flashbackCostOf(card: CardDefinition): string | null {
  for (const a of card.abilities) if (a.kind === 'static' && a.static.kind === 'flashback') return a.static.cost;
  return null;
}

/**
 * A card in the caster's graveyard that may be cast from there: an instant or sorcery with
 * flashback (702.34a). Any other card in the graveyard is refused as not in the hand (601.2a).
 */
function castableFromGraveyard(ctx: DecideContext, cmd: Cmd<'cast'>): CardObject | undefined {
  const inGraveyard = ctx.state.playerStates[cmd.player]?.graveyard.find((c) => c.id === cmd.card);
  if (inGraveyard === undefined) return undefined;
  const card = ctx.catalog.get(inGraveyard.card);
  if (flashbackCostOf(card) === null) throw new RuleViolation('601.2a', `${card.name} is in ${cmd.player}'s graveyard, and has no flashback to be cast from there`);
  if (!card.types.includes('Instant') && !card.types.includes('Sorcery')) throw new RuleViolation('702.34a', `${card.name} is not an instant or sorcery: flashback does not cast it`);
  return inGraveyard;
}

export function cast(ctx: DecideContext, cmd: Cmd<'cast'>): Task[] {
  const s = ctx.state;
  requirePlayer(s, cmd.player);
  requireNoPendingChoice(s);
  const ps = s.playerStates[cmd.player];
  const inHand = ps?.hand.find((c) => c.id === cmd.card) ?? castableFromGraveyard(ctx, cmd);
  if (ps === undefined || inHand === undefined) throw new RuleViolation('601.2a', `"${cmd.card}" is not in ${cmd.player}'s hand`);
  const card = ctx.catalog.get(inHand.card);
  // Flashback: cast from the graveyard, paying the flashback cost rather than the mana cost (702.34a, 118.9).
  const flashback = ps.hand.includes(inHand) ? null : flashbackCostOf(card);
  if (isLand(ctx.catalog, inHand)) throw new RuleViolation('305.9', `${card.name} is a land: it is played, not cast`);
  // Flash: "you may play this card any time you could cast an instant" (702.8a).
  // "You may cast spells as though they had flash" (High Fae Trickster) gives every spell of its controller that timing.
  if (!card.types.includes('Instant') && !printedKeywords(card).includes('flash') && !castsAsThoughFlash(s, ctx.catalog, cmd.player, card)) {
    const rule: RuleNumber = card.types.includes('Creature') ? '302.1' : card.types.includes('Artifact') ? '301.1' : card.types.includes('Enchantment') ? '303.1' : '307.1';
    requireSorceryTiming(s, cmd.player, rule, `${card.name} can be cast`);
  }
  // Without paying its mana cost (Omniscience): an alternative cost of {0}, from the hand only (118.9), X = 0 (107.3b).
  const free = cmd.withoutPayingManaCost === true;
  if (free && (flashback !== null || !mayCastWithoutPayingManaCost(s, ctx.catalog, cmd.player))) throw new RuleViolation('118.9', `nothing lets ${cmd.player} cast ${card.name} without paying its mana cost`);
  const cost = free ? parseManaCost('') : flashback !== null ? parseManaCost(flashback) : (card.manaCost ?? parseManaCost(''));
  const x = cmd.x ?? 0;
  if (!Number.isSafeInteger(x) || x < 0) throw new RuleViolation('107.3a', 'X must be a whole number, 0 or more');
  if (free && x !== 0) throw new RuleViolation('107.3b', 'X is 0 for a spell cast without paying its mana cost');
  if (cost.xCount === 0 && x !== 0) throw new RuleViolation('601.2b', `${card.name} has no {X} in its cost`);
  const modal = card.enchant === null ? modalOf(spellAbilityOf(card)?.effect) : undefined;
  if (modal === undefined && cmd.modes !== undefined) throw new RuleViolation('601.2b', `${card.name} is not modal: it has no modes to choose`);
  const modes = modal === undefined ? undefined : checkModeChoice(modal, cmd.modes, card.name, '601.2b');
  let targets: string[];
  if (card.enchant === 'land') {
    const given = cmd.targets ?? [];
    const host = given[0];
    if (given.length !== 1 || host === undefined || s.battlefield[host] === undefined || !isLand(ctx.catalog, s.battlefield[host])) {
      throw new RuleViolation('303.4a', `${card.name} (Enchant land) needs one target land`);
    }
    targets = [host];
  } else if (card.enchant === 'creature') {
    // An Aura spell targets what it will enchant (303.4a).
    targets = checkTargets(s, ctx.catalog, { kind: 'creature' }, cmd.targets ?? [], cmd.player, card.name, '303.4a');
  } else if (modal !== undefined) {
    // The modes are announced (601.2b), then each chosen mode's targets (601.2c, 700.2c).
    targets = checkModeTargets(s, ctx.catalog, modal, modes ?? [], cmd.targets ?? [], cmd.player, card.name, '601.2c').flatMap((m) => m.targets);
  } else {
    targets = checkTargets(s, ctx.catalog, spellAbilityOf(card)?.targets, cmd.targets ?? [], cmd.player, card.name, '601.2c');
  }
  // Cost increases (601.2f): Damping Sphere, {1} for each other spell this player cast this turn.
  let increase = 0;
  for (const perm of Object.values(s.battlefield)) {
    for (const a of cardOf(ctx.catalog, perm).abilities) {
      if (a.kind === 'static' && a.static.kind === 'spellsCostMorePerOtherSpellThisTurn') increase += a.static.generic * ps.spellsCastThisTurn;
    }
  }
  // Cost reductions (601.2f): affinity for artifacts, {1} less for each artifact its caster controls,
  // each instance applying (702.41a-b), and the reductions of spellCostReduction; generic mana only, never below {0}.
  const affinity = card.abilities.filter((a) => a.kind === 'static' && a.static.kind === 'affinityForArtifacts').length;
  const artifacts = affinity === 0 ? 0 : Object.values(s.battlefield).filter((p) => p.controller === cmd.player && isArtifact(ctx.catalog, p)).length;
  // An additional cost "sacrifice a creature or pay {3}{B}": the one announced (601.2b); mana joins the total cost (601.2f).
  const either = chosenAdditionalCost(card, cmd.additionalCost);
  const withEither = (c: ManaCost): ManaCost => (either?.kind === 'mana' ? addManaCosts(c, parseManaCost(either.cost)) : c);
  const full = withEither(withKicker(modal === undefined || modes === undefined ? totalCost(cost, x, increase) : withModeCosts(totalCost(cost, x, increase), modal, modes), card, cmd.kicked === true));
  const reduction = Math.min(full.generic, affinity * artifacts + spellCostReduction(s, ctx.catalog, cmd.player, card));
  const total = { ...full, generic: full.generic - reduction };
  const convoked = convokingCreatures(ctx, cmd, card);
  const paid =
    convoked.length === 0
      ? payMana(ps.manaPool, total, cmd.payment, '601.2h')
      : payWithConvoke(ps.manaPool, total, convoked.map((p) => cardOf(ctx.catalog, p).colors), cmd.payment);
  // Additional costs are paid with the mana cost (118.8, 601.2h); the spell itself can't be discarded for them.
  const additional = [...additionalCosts(card), ...(either === null || either.kind === 'mana' ? [] : [either])];
  requirePayable(s, ctx.catalog, cmd.player, inHand.id, additional, 1);
  if (!isPermanentCard(card) && !card.types.includes('Instant') && !card.types.includes('Sorcery')) {
    throw new RuleViolation('601.2', `${card.name} can't be cast`);
  }
  ctx.decision(
    'SpellCast',
    { player: cmd.player, card: inHand.id, name: card.name, stackId: inHand.id, x, ...(modes === undefined ? {} : { modes }), targets, paid, costIncrease: increase, ...(reduction > 0 ? { costReduction: reduction } : {}), ...(flashback !== null ? { flashback: true } : {}), ...(convoked.length > 0 ? { convoked: convoked.map((p) => p.id) } : {}), ...(cmd.kicked === true ? { kicked: true } : {}), ...(cmd.additionalCost === undefined ? {} : { additionalCost: cmd.additionalCost }), ...(free ? { withoutPayingManaCost: true } : {}) },
    cmd.player,
    '601.2',
  );
  for (const p of convoked) ctx.consequence('PermanentTapped', { permanent: p.id, forCost: true }, '702.51a');
  return payCostTasks(cmd.player, inHand.id, additional);
}

/**
 * A modal spell's cost with the additional costs its modes bring (601.2f): entwine's when all the
 * modes are chosen (702.42a), escalate's once for each mode beyond the first (702.120a).
 */
function withModeCosts(total: ManaCost, modal: ModalEffect, modes: readonly number[]): ManaCost {
  let out = total;
  if (modal.entwine !== undefined && isEntwined(modal, modes)) out = addManaCosts(out, parseManaCost(modal.entwine));
  if (modal.escalate !== undefined) for (let i = 1; i < modes.length; i++) out = addManaCosts(out, parseManaCost(modal.escalate));
  return out;
}

export function play(ctx: DecideContext, cmd: Cmd<'play'>): Task[] {
  const s = ctx.state;
  requirePlayer(s, cmd.player);
  requireNoPendingChoice(s);
  const ps = s.playerStates[cmd.player];
  const inHand = ps?.hand.find((c) => c.id === cmd.card);
  if (ps === undefined || inHand === undefined) throw new RuleViolation('305.1', `"${cmd.card}" is not in ${cmd.player}'s hand`);
  if (!isLand(ctx.catalog, inHand)) throw new RuleViolation('305.1', `${inHand.card} is not a land`);
  requireSorceryTiming(s, cmd.player, '305.1', 'a land can be played');
  if (ps.landsPlayedThisTurn >= 1) throw new RuleViolation('305.2', `${cmd.player} has already played a land this turn`);
  ctx.decision('LandPlayed', { player: cmd.player, card: inHand.id, name: inHand.card }, cmd.player, '305.1');
  ctx.consequence(
    'PermanentEntered',
    {
      permanent: inHand.id, card: inHand.card, owner: inHand.owner, controller: cmd.player, token: false,
      tapped: entersTapped(s, ctx.catalog, ctx.catalog.get(inHand.card), cmd.player, inHand.id), counters: {}, attachedTo: null, castX: null, from: 'hand',
    },
    '305.1',
  );
  landPlayedTriggers(ctx, cmd.player, inHand.id);
  return [];
}


function isDivision(answer: ChoiceAnswer): answer is DamageDivision {
  return typeof answer === 'object' && !Array.isArray(answer);
}

export function choose(ctx: DecideContext, cmd: Cmd<'choose'>): Task[] {
  const s = ctx.state;
  const pending = s.pendingChoice;
  if (pending === null) throw new RuleViolation('117.1', 'there is no pending choice to answer');
  if (pending.player !== cmd.player) throw new RuleViolation('117.1', `the pending ${pending.kind} choice is ${pending.player}'s, not ${cmd.player}'s`);
  const rule = choiceRule(pending.kind, pending.continuation.tasks[0]);
  // A damage division is kept with its keys as canonical JSON sorts them, as the store records it.
  const given = cmd.choice;
  const answer = isDivision(given) ? canonicalKeys(given) : given;
  if (DECLARATION_CHOICES.has(pending.kind)) {
    throw new RuleViolation(rule, `the pending ${pending.kind} is answered by ${pending.kind === 'declareAttackers' ? 'attack' : 'block'}, not choose`);
  }
  if (pending.kind === 'combatDamage') {
    // The division is checked against the damage rules as it is applied (510.1c, 702.19b); what
    // it names is checked here, as that may not happen (the attacker may have left combat since).
    if (typeof answer !== 'object' || Array.isArray(answer)) throw new RuleViolation(rule, 'a combatDamage choice is answered with { "<id or player>": amount }');
    for (const [key, n] of Object.entries(answer)) {
      if (!pending.options.includes(key)) throw new RuleViolation(rule, `"${key}" is not one of the options ${JSON.stringify(pending.options)}`);
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new RuleViolation(rule, `the damage to "${key}" must be a whole number, 0 or more`);
    }
  } else if (LIST_CHOICES.has(pending.kind)) {
    if (!Array.isArray(answer)) throw new RuleViolation(rule, `a ${pending.kind} choice is answered with a list`);
    const list = answer as readonly (string | number)[];
    if (new Set(list).size !== list.length) throw new RuleViolation(rule, 'the same option is chosen twice');
    for (const a of list) if (!pending.options.includes(a)) throw new RuleViolation(rule, `"${String(a)}" is not one of the options ${JSON.stringify(pending.options)}`);
    const min = pending.min ?? 0;
    const max = pending.max ?? pending.options.length;
    if (list.length < min || list.length > max) throw new RuleViolation(rule, `choose ${min === max ? min : `${min} to ${max}`} of ${JSON.stringify(pending.options)}`);
  } else {
    if (typeof answer === 'object') throw new RuleViolation(rule, `a ${pending.kind} choice takes a single value`);
    if (!pending.options.includes(answer)) throw new RuleViolation(rule, `${JSON.stringify(answer)} is not one of the options ${JSON.stringify(pending.options)}`);
    if (pending.kind === 'manaType' && !isManaType(answer)) throw new RuleViolation('106.1b', 'not a mana type');
  }
  ctx.decision('ChoiceMade', { player: cmd.player, kind: pending.kind, choice: answer }, cmd.player, rule);
  const [first, ...rest] = pending.continuation.tasks;
  if (first === undefined) return [];
  return [{ ...first, answer } as Task, ...rest];
}

/** A pending declaration is no obstacle to moving on: nobody left declares anything (docs/scenario-format.md). */
function requireNoDeclarationlessChoice(s: GameState): void {
  if (s.pendingChoice !== null && !DECLARATION_CHOICES.has(s.pendingChoice.kind)) requireNoPendingChoice(s);
}

export function resolve(ctx: DecideContext): Task[] {
  requireGameUnderway(ctx.state);
  requireNoPendingChoice(ctx.state);
  if (ctx.state.stack.length === 0) throw new RuleViolation('117.4', 'the stack is empty: passing in succession ends the step (use nextStep)');
  passAll(ctx, 'resolve', '117.4');
  return resolveTop(ctx);
}

export function nextStep(ctx: DecideContext, action: 'nextStep' | 'nextTurn' = 'nextStep'): void {
  requireGameUnderway(ctx.state);
  requireNoDeclarationlessChoice(ctx.state);
  if (ctx.state.stack.length > 0) throw new RuleViolation('500.2', 'a step ends only when the stack is empty (resolve first)');
  passAll(ctx, action, '500.2');
}

/** Choices whose turn-based action still has to happen for the players left. */
const RETRIED_ON_LEAVING: ReadonlySet<ChoiceKind> = new Set<ChoiceKind>(['discard']);

export function concede(ctx: DecideContext, cmd: Cmd<'concede'>): Task[] {
  requirePlayer(ctx.state, cmd.player);
  const pending = ctx.state.pendingChoice;
  ctx.decision('PlayerConceded', { player: cmd.player }, cmd.player, '104.3a');
  leaveGame(ctx, cmd.player, 'conceded');
  // A concession during the mulligans may leave nobody to wait for: the round ends (103.5).
  if (ctx.state.step === 'mulligan') return endOfDeclaration(ctx);
  if (pending?.player !== cmd.player) return [];
  // The leaver's pending choice ended with them; what came after it still happens (800.4a). The
  // discard of cleanup is done again without them: with their hand gone there is nothing to
  // discard, and cleanup still removes damage and ends effects for everyone else (514.2).
  const [first, ...rest] = pending.continuation.tasks;
  return first !== undefined && RETRIED_ON_LEAVING.has(pending.kind) ? [first, ...rest] : rest;
}
