/**
 * Legal actions: every command the rules allow right now. Candidates are built from the state
 * (abilities with their legal targets, castable cards with each small X and their legal targets,
 * land plays, answers to the pending choice, declarations of attackers and blockers, mulligan
 * decisions, passing priority, conceding) and kept when `decide` accepts them, so the list stays
 * right as the rules grow: the decider is the one authority on legality. Where the rules allow
 * too many answers to list (attackers, blockers, damage divisions, discards), a bounded sample
 * is offered, always with the empty declaration among them.
 *
 * @example
 * legalCommands(state, catalog)
 * // [{ do: 'play', player: 'alice', card: 'l1' }, { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
 * //  { do: 'pass', player: 'alice' }, { do: 'nextStep' }, { do: 'nextTurn' }, { do: 'concede', player: 'alice' }, ...]
 */
import type { CardCatalog } from './card-catalog';
import { activatedAbilitiesOf, spellAbilityOf, type TargetSpec } from './card-definition';
import { LIST_CHOICES, type DamageDivision } from './choice';
import { defendersToDeclare, summoningSick } from './combat-rules';
import type { GameCommand } from './commands';
import { createDecider } from './decide';
import { manaAmount, type ManaCost } from './mana';
import { cardsToBottom } from './mulligan';
import { activatedAbilities, apnapOrder, cardOf, hasKeyword, hasStatic, isCreature, isLand, opponentsOf, permanentsInOrder, playerInGame, powerToughness } from './queries';
import type { GameState, ObjectId, PendingChoice, Permanent, PlayerName } from './state';
import { legalTargets, targetCount } from './targets';
import { mayCastWithoutPayingManaCost } from './spell-permissions';
import { choosableModes, modalOf, modeTargetSpec, type ModalEffect } from './modes';

/** The largest X tried for a spell with {X} in its cost ("each small X the pool allows"). */
export const MAX_X = 10;
/** The most answers tried for a choice answered with a list (a sample, not every subset). */
export const MAX_LIST_ANSWERS = 24;

export function legalCommands(state: GameState, catalog: CardCatalog): GameCommand[] {
  if (state.revision < 0 || state.winner !== null) return [];
  const decider = createDecider(catalog);
  return candidateCommands(state, catalog).filter((command) => {
    const events = decider.decide(command, state);
    return !(events.length === 1 && events[0]?.type === 'ActionRejected');
  });
}

/**
 * The commands worth trying now, before the decider judges them: a superset of the legal ones,
 * in the order `legalCommands` lists them. For callers that need only one legal command (a bot
 * drawing at random), trying candidates until the decider accepts one costs far less than
 * judging them all.
 *
 * @example
 * candidateCommands(state, catalog).find((c) => decider.decide(c, state)[0]?.type !== 'ActionRejected');
 */
export function candidateCommands(state: GameState, catalog: CardCatalog): GameCommand[] {
  const players = apnapOrder(state);
  const permanents = permanentsInOrder(state);
  const out: GameCommand[] = [];
  const pending = state.pendingChoice;
  if (pending !== null) out.push(...answers(state, catalog, pending));
  if (state.step === 'mulligan') out.push(...mulliganDecisions(state));
  else if (pending === null || pending.kind === 'declareAttackers') out.push(...attacks(state, catalog, permanents));
  if (pending === null || pending.kind === 'declareBlockers') out.push(...blocks(state, catalog, permanents));
  // Cards of the same name in one hand have the same targets.
  const targetSets = new Map<string, CastChoice[]>();
  for (const player of players) {
    for (const card of state.playerStates[player]?.hand ?? []) {
      if (isLand(catalog, card)) {
        out.push({ do: 'play', player, card: card.id });
        continue;
      }
      const key = `${player}\u0000${card.card}`;
      let targets = targetSets.get(key);
      if (targets === undefined) targetSets.set(key, (targets = castTargets(state, catalog, permanents, player, card.card)));
      out.push(...casts(state, catalog, player, card.id, card.card, targets));
    }
    // Flashback: instants and sorceries cast from the graveyard (702.34a).
    for (const card of state.playerStates[player]?.graveyard ?? []) {
      if (hasStatic(catalog.get(card.card), 'flashback')) out.push(...casts(state, catalog, player, card.id, card.card, castTargets(state, catalog, permanents, player, card.card)));
    }
  }
  for (const p of permanents) {
    activatedAbilities(state, catalog, p).forEach((ref, ability) => {
      const modal = ref.ability.kind === 'activated' ? modalOf(ref.ability.effect) : undefined;
      if (modal !== undefined) {
        for (const choice of modeChoices(state, catalog, modal, p.controller, p.card)) out.push({ do: 'activate', player: p.controller, source: p.id, ability, ...choice });
        return;
      }
      const spec = ref.ability.kind === 'activated' ? ref.ability.targets : undefined;
      if (spec === undefined) {
        out.push({ do: 'activate', player: p.controller, source: p.id, ability });
        return;
      }
      const [min, max] = targetCount(spec);
      for (const targets of subsets(legalTargets(state, catalog, spec, p.controller), min, max)) {
        out.push({ do: 'activate', player: p.controller, source: p.id, ability, targets });
      }
    });
  }
  out.push(...handActivations(state, catalog, players));
  if (state.priority !== null) out.push({ do: 'pass', player: state.priority });
  out.push({ do: 'resolve' }, { do: 'nextStep' }, { do: 'nextTurn' });
  for (const player of players) out.push({ do: 'concede', player });
  return out;
}

/** Abilities that work while their card is in its owner's hand (cycling, 702.29a), numbered as on the battlefield. */
function handActivations(state: GameState, catalog: CardCatalog, players: readonly PlayerName[]): GameCommand[] {
  const out: GameCommand[] = [];
  for (const player of players) {
    for (const card of state.playerStates[player]?.hand ?? []) {
      activatedAbilitiesOf(catalog.get(card.card)).forEach((a, ability) => {
        if (a.kind === 'activated' && a.fromHand === true && a.targets === undefined) out.push({ do: 'activate', player, source: card.id, ability });
      });
    }
    // And those that work while their card is in its owner's graveyard (113.6m).
    for (const card of state.playerStates[player]?.graveyard ?? []) {
      activatedAbilitiesOf(catalog.get(card.card)).forEach((a, ability) => {
        if (a.kind === 'activated' && a.fromGraveyard === true && a.targets === undefined) out.push({ do: 'activate', player, source: card.id, ability });
      });
    }
  }
  return out;
}

/** What is announced as a spell is cast besides X: its modes (601.2b) and its targets (601.2c). */
interface CastChoice {
  readonly modes?: readonly number[];
  readonly targets?: readonly string[];
}

/** Target sets for one requirement, or the one empty choice when there is none. */
function targetChoices(state: GameState, catalog: CardCatalog, spec: TargetSpec | undefined, player: PlayerName, name: string): (readonly string[])[] {
  if (spec === undefined) return [[]];
  const [min, max] = targetCount(spec);
  return subsets(legalTargets(state, catalog, spec, player, name), min, max);
}

/**
 * Choices to try when casting `name`: an Aura's object to enchant (303.4a), the spell ability's
 * targets (601.2c), or for a modal spell each sample of its modes (700.2a) with each mode's targets.
 */
function castTargets(state: GameState, catalog: CardCatalog, permanents: readonly Permanent[], player: PlayerName, name: string): CastChoice[] {
  const card = catalog.get(name);
  if (card.enchant === 'land') return permanents.filter((p) => isLand(catalog, p)).map((p) => ({ targets: [p.id] }));
  const modal = card.enchant === null ? modalOf(spellAbilityOf(card)?.effect) : undefined;
  if (modal !== undefined) return modeChoices(state, catalog, modal, player, name);
  const spec: TargetSpec | undefined = card.enchant === 'creature' ? { kind: 'creature' } : spellAbilityOf(card)?.targets;
  if (spec === undefined) return [{}];
  return targetChoices(state, catalog, spec, player, name).map((targets) => ({ targets }));
}

/** Samples of the modes of a modal spell or ability (700.2a), with entwine's all of them (702.42a), each with each mode's targets. */
function modeChoices(state: GameState, catalog: CardCatalog, modal: ModalEffect, player: PlayerName, name: string): CastChoice[] {
  const out: CastChoice[] = [];
  const choosable = choosableModes(state, catalog, modal, player, name);
  const entwined = modal.entwine !== undefined && choosable.length === modal.modes.length && choosable.length > modal.max ? [choosable] : [];
  for (const modes of [...subsets(choosable, modal.min, modal.max), ...entwined]) {
    if (modes.length === 0) continue;
    let combos: (readonly string[])[] = [[]];
    for (const mode of modes) {
      const sets = targetChoices(state, catalog, modeTargetSpec(modal, mode), player, name);
      combos = combos.flatMap((acc) => sets.map((set) => [...acc, ...set])).slice(0, MAX_LIST_ANSWERS);
    }
    for (const targets of combos) out.push({ modes, ...(targets.length > 0 ? { targets } : {}) });
  }
  return out;
}

function casts(state: GameState, catalog: CardCatalog, player: PlayerName, id: string, name: string, choices: readonly CastChoice[]): GameCommand[] {
  const card = catalog.get(name);
  const pool = state.playerStates[player]?.manaPool;
  const xCount = card.manaCost?.xCount ?? 0;
  const maxX = xCount === 0 || pool === undefined ? 0 : Math.min(MAX_X, Math.floor(manaAmount(pool) / xCount));
  const out: GameCommand[] = [];
  // Convoke (702.51a): also with the caster's untapped creatures tapped, as many as the cost has mana.
  const convoke = hasStatic(card, 'convoke') ? convokers(state, catalog, player, card.manaCost) : [];
  const free = (state.playerStates[player]?.hand.some((c) => c.id === id) ?? false) && mayCastWithoutPayingManaCost(state, catalog, player);
  for (let x = 0; x <= maxX; x++) {
    for (const choice of choices) {
      out.push({ do: 'cast', player, card: id, ...(xCount > 0 ? { x } : {}), ...choice });
      if (convoke.length > 0) out.push({ do: 'cast', player, card: id, ...(xCount > 0 ? { x } : {}), ...choice, convoke });
      // Kicker (702.33a): also kicked.
      if (hasStatic(card, 'kicker')) out.push({ do: 'cast', player, card: id, ...(xCount > 0 ? { x } : {}), ...choice, kicked: true });
      // Without paying its mana cost, from the hand (118.9), X = 0 (107.3b).
      if (x === 0 && free) out.push({ do: 'cast', player, card: id, ...(xCount > 0 ? { x } : {}), ...choice, withoutPayingManaCost: true });
    }
  }
  // An additional cost "X or Y" (118.8): each of them announced in turn (601.2b).
  const either = card.abilities.find((a) => a.kind === 'static' && a.static.kind === 'additionalCostEither');
  if (either?.kind !== 'static' || either.static.kind !== 'additionalCostEither') return out;
  const count = either.static.costs.length;
  return out.flatMap((c) => Array.from({ length: count }, (_, additionalCost) => ({ ...c, additionalCost })));
}

/** Untapped creatures a player could tap for convoke, at most one for each mana of the cost. */
function convokers(state: GameState, catalog: CardCatalog, player: PlayerName, cost: ManaCost | null): ObjectId[] {
  const mana = cost === null ? 0 : cost.generic + Object.values(cost.symbols).reduce((n, k) => n + k, 0);
  return permanentsInOrder(state)
    .filter((p) => p.controller === player && !p.tapped && isCreature(state, catalog, p))
    .slice(0, mana)
    .map((p) => p.id);
}

/** Permanents an Aura says can't attack or block (Pacifism): a first sieve, the decider judges (508.1c, 509.1b). */
function pacified(catalog: CardCatalog, permanents: readonly Permanent[]): Set<ObjectId> {
  const out = new Set<ObjectId>();
  for (const a of permanents) if (a.attachedTo !== null && hasStatic(cardOf(catalog, a), 'enchantedCreatureCantAttackOrBlock')) out.add(a.attachedTo);
  return out;
}

/** The active player's creatures that could attack (508.1a): untapped, not summoning sick without haste, no defender. */
function possibleAttackers(state: GameState, catalog: CardCatalog, permanents: readonly Permanent[], player: PlayerName): ObjectId[] {
  const cant = pacified(catalog, permanents);
  return permanents
    .filter(
      (p) =>
        p.controller === player && !p.tapped && isCreature(state, catalog, p) && (!summoningSick(state, p) || hasKeyword(state, catalog, p, 'haste')) &&
        !hasKeyword(state, catalog, p, 'defender') && !cant.has(p.id),
    )
    .map((p) => p.id);
}

/**
 * Declarations of attackers (508.1) while one can be made: a sample of subsets of the creatures
 * that could attack (no attackers first), each sent at one opponent, and with several opponents
 * also spread over them in turn order.
 */
function attacks(state: GameState, catalog: CardCatalog, permanents: readonly Permanent[]): GameCommand[] {
  const player = state.activePlayer;
  const steps = ['precombatMain', 'beginCombat', 'declareAttackers'];
  if (state.combat !== null || !steps.includes(state.step) || state.stack.length > 0 || !playerInGame(state, player)) return [];
  const opponents = opponentsOf(state, player);
  const out: GameCommand[] = [];
  const seen = new Set<string>();
  const add = (attackers: Record<ObjectId, PlayerName>): void => {
    const key = JSON.stringify(attackers);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ do: 'attack', player, attackers });
  };
  for (const group of subsets(possibleAttackers(state, catalog, permanents, player), 0, Number.MAX_SAFE_INTEGER)) {
    for (const defending of opponents) add(Object.fromEntries(group.map((id) => [id, defending])));
    if (opponents.length > 1) add(Object.fromEntries(group.map((id, i) => [id, opponents[i % opponents.length] ?? ''])));
  }
  return out;
}

/**
 * Declarations of blockers (509.1) for the defending players yet to declare: none, each single
 * block, each blocker on its own attacker in order, and every blocker (or the first two, for
 * menace, 702.111b) on one attacker. The decider strikes out what flying, menace or protection forbid.
 */
function blocks(state: GameState, catalog: CardCatalog, permanents: readonly Permanent[]): GameCommand[] {
  const combat = state.combat;
  if (combat === null || (state.step !== 'declareAttackers' && state.step !== 'declareBlockers') || state.stack.length > 0) return [];
  const defenders = state.step === 'declareBlockers' ? defendersToDeclare(state) : [...new Set(Object.values(combat.attackers).map((a) => a.defending))];
  const out: GameCommand[] = [];
  const cant = pacified(catalog, permanents);
  for (const player of defenders) {
    const attackers = Object.keys(combat.attackers).filter((id) => combat.attackers[id]?.defending === player);
    if (attackers.length === 0) continue;
    const blockers = permanents
      .filter((p) => p.controller === player && !p.tapped && isCreature(state, catalog, p) && !cant.has(p.id))
      .map((p) => p.id);
    const declarations: Record<ObjectId, ObjectId>[] = [{}];
    for (const b of blockers) for (const a of attackers) declarations.push({ [b]: a });
    if (blockers.length > 1) {
      declarations.push(Object.fromEntries(blockers.map((b, i) => [b, attackers[i % attackers.length] ?? ''])));
      for (const a of attackers) {
        declarations.push(Object.fromEntries(blockers.map((b) => [b, a])));
        if (blockers.length > 2) declarations.push(Object.fromEntries(blockers.slice(0, 2).map((b) => [b, a])));
      }
    }
    const seen = new Set<string>();
    for (const declared of declarations) {
      const key = JSON.stringify(declared);
      if (seen.has(key) || seen.size >= MAX_LIST_ANSWERS) continue;
      seen.add(key);
      out.push({ do: 'block', player, blockers: declared });
    }
  }
  return out;
}

/** Mulligan decisions (103.5): a mulligan, or keeping with the first (or last) cards of the hand on the bottom as owed. */
function mulliganDecisions(state: GameState): GameCommand[] {
  const m = state.mulligan;
  if (m === null) return [];
  const out: GameCommand[] = [];
  for (const player of state.players) {
    if (!playerInGame(state, player) || m.kept.includes(player) || m.declared.includes(player)) continue;
    const hand = (state.playerStates[player]?.hand ?? []).map((c) => c.id);
    const owed = cardsToBottom(state, m.taken[player] ?? 0);
    out.push({ do: 'mulligan', player });
    out.push({ do: 'keep', player, ...(owed > 0 ? { bottom: hand.slice(0, owed) } : {}) });
    if (owed > 0 && owed < hand.length) out.push({ do: 'keep', player, bottom: hand.slice(hand.length - owed) });
  }
  return out;
}

/** All options of a single choice; a bounded sample of the lists a list choice allows, or of the divisions of combat damage. */
function answers(state: GameState, catalog: CardCatalog, choice: PendingChoice): GameCommand[] {
  const player = choice.player;
  if (choice.kind === 'declareAttackers' || choice.kind === 'declareBlockers') return []; // answered by attack and block
  if (choice.kind === 'combatDamage') return damageDivisions(state, catalog, choice).map((d) => ({ do: 'choose', player, choice: d }));
  if (!LIST_CHOICES.has(choice.kind)) return choice.options.map((option) => ({ do: 'choose', player, choice: option }));
  const lists =
    choice.kind === 'triggerOrder' || choice.kind === 'libraryTop'
      ? permutations(choice.options)
      : subsets(choice.options, choice.min ?? 0, choice.max ?? choice.options.length);
  return lists.map((list) => ({ do: 'choose', player, choice: list }));
}

/**
 * Divisions of an attacker's combat damage among its options (510.1c-d, 702.19b): lethal damage
 * to each blocker in order and the rest to the player (or the first blocker); all of it to each
 * blocker; an even split. Lethal is toughness less damage, 1 with deathtouch (702.2c).
 */
function damageDivisions(state: GameState, catalog: CardCatalog, choice: PendingChoice): DamageDivision[] {
  const attacker = choice.attacker === undefined ? undefined : state.battlefield[choice.attacker];
  if (attacker === undefined) return [];
  const power = powerToughness(state, catalog, attacker)?.power ?? 0;
  const options = choice.options.map(String);
  const blockers = options.map((id) => state.battlefield[id]).filter((p): p is Permanent => p !== undefined);
  const player = options.find((o) => state.battlefield[o] === undefined);
  const deathtouch = hasKeyword(state, catalog, attacker, 'deathtouch');
  const lethal = (b: Permanent): number => (deathtouch ? 1 : Math.max(0, (powerToughness(state, catalog, b)?.toughness ?? 0) - b.damage));
  const first = blockers[0];
  if (first === undefined) return [];
  const inOrder: Record<string, number> = {};
  let left = power;
  for (const b of blockers) {
    const n = Math.min(left, lethal(b));
    if (n > 0) inOrder[b.id] = n;
    left -= n;
  }
  const restTo = player ?? first.id;
  if (left > 0) inOrder[restTo] = (inOrder[restTo] ?? 0) + left;
  const even: Record<string, number> = {};
  blockers.forEach((b, i) => {
    const n = Math.floor(power / blockers.length) + (i < power % blockers.length ? 1 : 0);
    if (n > 0) even[b.id] = n;
  });
  const divisions: DamageDivision[] = [inOrder, ...blockers.map((b) => ({ [b.id]: power })), even];
  const seen = new Set<string>();
  return divisions.filter((d) => {
    const key = JSON.stringify(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Subsets of `options` with min..max elements, smallest first, in option order; at most
 * MAX_LIST_ANSWERS, the largest allowed one always among them.
 */
export function subsets<T>(options: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  const top = Math.min(max, options.length);
  const pick = (start: number, size: number, acc: T[]): void => {
    if (out.length >= MAX_LIST_ANSWERS - 1) return;
    if (acc.length === size) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < options.length; i++) pick(i + 1, size, [...acc, options[i] as T]);
  };
  for (let size = Math.max(0, min); size <= top; size++) pick(0, size, []);
  const largest = options.slice(0, top);
  if (top >= min && !out.some((s) => s.length === largest.length && s.every((o, i) => o === largest[i]))) out.push(largest);
  return out;
}

/** Orders of `options`, the given order first; at most MAX_LIST_ANSWERS. */
export function permutations<T>(options: readonly T[]): T[][] {
  const out: T[][] = [];
  const build = (rest: readonly T[], acc: T[]): void => {
    if (out.length >= MAX_LIST_ANSWERS) return;
    if (rest.length === 0) {
      out.push(acc);
      return;
    }
    rest.forEach((o, i) => {
      build([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, o]);
    });
  };
  build(options, []);
  return out;
}
