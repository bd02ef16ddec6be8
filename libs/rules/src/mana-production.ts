/**
 * Making mana: what a mana ability offers (CR 106.1, 106.7), replacement effects on "tapped for
 * mana" (106.12b, 614.1a, 616.1), and "could produce" as a least fixed point, so that loops such
 * as Reflecting Pool ↔ Reflecting Pool or Exotic Orchard ↔ Exotic Orchard define nothing.
 */
import type { CardCatalog } from './card-catalog';
import type { ManaProduction } from './card-definition';
import { COLORS, MANA_TYPES, manaAmount, manaTypesOf, normalizeBundle, type ManaBundle, type ManaType } from './mana';
import {
  isBasic, isLand, isTapManaAbility, manaAbilitiesOf, manaReplacements, opponentsOf, permanentsInOrder,
  type ActiveReplacement,
} from './queries';
import type { GameState, Permanent, PlayerName } from './state';

/** The mana production event a replacement looks at. */
export interface ProductionEvent {
  readonly permanent: Permanent;
  /** The player who activated the ability ("you tap"). */
  readonly player: PlayerName;
  readonly bundle: ManaBundle;
  readonly tappedForMana: boolean;
}

/** Does this replacement apply to the event as it is now (616.1f re-checks after each one)? */
export function replacementApplies(rep: ActiveReplacement, ev: ProductionEvent, catalog: CardCatalog): boolean {
  if (!ev.tappedForMana || manaAmount(ev.bundle) === 0) return false;
  const r = rep.replacement;
  switch (r.kind) {
    case 'multiply':
      return rep.controller === ev.player;
    case 'landProducesInstead':
      return isLand(catalog, ev.permanent) && manaAmount(ev.bundle) >= r.minAmount;
    case 'basicLandYouControlProducesChosenColor':
      return isLand(catalog, ev.permanent) && isBasic(catalog, ev.permanent) && ev.permanent.controller === rep.controller;
  }
}

/** Whether applying it needs the player to choose a color first. */
export function replacementNeedsColor(rep: ActiveReplacement): boolean {
  return rep.replacement.kind === 'basicLandYouControlProducesChosenColor';
}

/** The modified production; `color` is the chosen color for Pulse of Llanowar. */
export function applyReplacement(rep: ActiveReplacement, bundle: ManaBundle, color?: ManaType): ManaBundle {
  const r = rep.replacement;
  switch (r.kind) {
    case 'multiply': {
      const out: ManaBundle = {};
      for (const t of MANA_TYPES) if ((bundle[t] ?? 0) > 0) out[t] = (bundle[t] ?? 0) * r.factor;
      return out;
    }
    case 'landProducesInstead':
      return { [r.mana]: 1 };
    case 'basicLandYouControlProducesChosenColor':
      return { [color ?? 'G']: manaAmount(bundle) };
  }
}

/**
 * Every bundle the event could end as, applying the applicable replacements in every possible
 * order (each once, 614.5). Copies of one card are interchangeable, so states are memoised by the
 * multiset of what is left: the work grows with the number of distinct effects, not factorially.
 */
export function replacementOutcomes(
  ev: ProductionEvent,
  reps: readonly ActiveReplacement[],
  catalog: CardCatalog,
  memo: Map<string, ManaBundle[]> = new Map(),
): ManaBundle[] {
  const applicable = reps.filter((r) => replacementApplies(r, ev, catalog));
  if (applicable.length === 0) return [normalizeBundle(ev.bundle)];
  const signature = (r: ActiveReplacement): string => `${r.card}|${r.controller === ev.player ? 'you' : 'opp'}|${r.controller === ev.permanent.controller ? 'ctl' : 'other'}`;
  const key = `${ev.permanent.card}|${ev.permanent.controller}|${ev.player}|${JSON.stringify(normalizeBundle(ev.bundle))}|${reps.map(signature).sort().join(',')}`;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  const results = new Map<string, ManaBundle>();
  const tried = new Set<string>();
  for (const rep of applicable) {
    const sig = signature(rep);
    if (tried.has(sig)) continue;
    tried.add(sig);
    const rest = reps.filter((r) => r !== rep);
    const colors: readonly (ManaType | undefined)[] = replacementNeedsColor(rep) ? COLORS : [undefined];
    for (const color of colors) {
      const bundle = applyReplacement(rep, ev.bundle, color);
      for (const out of replacementOutcomes({ ...ev, bundle }, rest, catalog, memo)) results.set(JSON.stringify(out), out);
    }
  }
  const list = [...results.values()];
  memo.set(key, list);
  return list;
}

/** The bundles a production offers before replacements, given what lands could produce. */
export function baseBundles(
  produce: ManaProduction,
  controller: PlayerName,
  state: GameState,
  landTypes: ReadonlyMap<PlayerName, ReadonlySet<ManaType>>,
): ManaBundle[] {
  switch (produce.kind) {
    case 'fixed':
      return [produce.mana];
    case 'anyColor':
      return COLORS.map((c) => ({ [c]: 1 }));
    case 'oneOf':
      return produce.options.map((t) => ({ [t]: 1 }));
    case 'anyOneColor':
      return COLORS.map((c) => ({ [c]: produce.amount }));
    // Its type is all "could produce" asks (106.7); how many is counted as it resolves.
    case 'perPermanentYouControl':
      return [{ [produce.mana]: 1 }];
    case 'anyTypeYourLandsCouldProduce':
      return MANA_TYPES.filter((t) => landTypes.get(controller)?.has(t) === true).map((t) => ({ [t]: 1 }));
    case 'anyColorOpponentLandsCouldProduce': {
      const colors = new Set<ManaType>();
      for (const opp of opponentsOf(state, controller)) for (const t of landTypes.get(opp) ?? []) if (t !== 'C') colors.add(t);
      return COLORS.filter((c) => colors.has(c)).map((c) => ({ [c]: 1 }));
    }
  }
}

/** The mana types a player may choose from for a production (W U B R G C order). */
export function productionOptions(
  produce: ManaProduction,
  controller: PlayerName,
  state: GameState,
  catalog: CardCatalog,
): ManaType[] {
  if (produce.kind === 'fixed') return manaTypesOf(produce.mana);
  const lands = produce.kind === 'anyColor' || produce.kind === 'oneOf' || produce.kind === 'anyOneColor' ? new Map<PlayerName, Set<ManaType>>() : landsCouldProduce(state, catalog);
  return baseBundles(produce, controller, state, lands).flatMap(manaTypesOf);
}

/**
 * "Could produce" (CR 106.7) for every permanent with a mana ability, as a least fixed point:
 * start from nothing, add what each ability would make given the current sets (with replacement
 * effects in every order, ignoring costs), repeat until nothing changes.
 */
export function couldProduceAll(state: GameState, catalog: CardCatalog, landsOnly = false): Map<string, Set<ManaType>> {
  const reps = manaReplacements(state, catalog);
  const memo = new Map<string, ManaBundle[]>();
  const perms = permanentsInOrder(state).filter((p) => !landsOnly || isLand(catalog, p));
  const abilities = new Map(perms.map((p) => [p.id, manaAbilitiesOf(state, catalog, p)]));
  const sets = new Map<string, Set<ManaType>>(perms.map((p) => [p.id, new Set<ManaType>()]));
  for (;;) {
    const landTypes = new Map<PlayerName, Set<ManaType>>();
    for (const p of perms) {
      if (!isLand(catalog, p)) continue;
      const acc = landTypes.get(p.controller) ?? new Set<ManaType>();
      for (const t of sets.get(p.id) ?? []) acc.add(t);
      landTypes.set(p.controller, acc);
    }
    let changed = false;
    for (const p of perms) {
      const set = sets.get(p.id) ?? new Set<ManaType>();
      for (const ref of abilities.get(p.id) ?? []) {
        if (ref.ability.kind !== 'mana') continue;
        const tapped = isTapManaAbility(ref.ability);
        for (const bundle of baseBundles(ref.ability.produce, p.controller, state, landTypes)) {
          const outcomes = replacementOutcomes({ permanent: p, player: p.controller, bundle, tappedForMana: tapped }, reps, catalog, memo);
          for (const out of outcomes) {
            for (const t of manaTypesOf(out)) {
              if (!set.has(t)) {
                set.add(t);
                changed = true;
              }
            }
          }
        }
      }
      sets.set(p.id, set);
    }
    if (!changed) return sets;
  }
}

/** The types the lands each player controls could produce (union per player). */
export function landsCouldProduce(state: GameState, catalog: CardCatalog): Map<PlayerName, Set<ManaType>> {
  const sets = couldProduceAll(state, catalog, true);
  const out = new Map<PlayerName, Set<ManaType>>();
  for (const [id, types] of sets) {
    const p = state.battlefield[id];
    if (p === undefined) continue;
    const acc = out.get(p.controller) ?? new Set<ManaType>();
    for (const t of types) acc.add(t);
    out.set(p.controller, acc);
  }
  return out;
}

/** The types one permanent could produce (CR 106.7), in W U B R G C order. */
export function couldProduce(state: GameState, catalog: CardCatalog, permanentId: string): ManaType[] {
  const set = couldProduceAll(state, catalog).get(permanentId) ?? new Set<ManaType>();
  return MANA_TYPES.filter((t) => set.has(t));
}
