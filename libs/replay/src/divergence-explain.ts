/**
 * Why a recorded event and a derived one differ: the CR rules at stake and a sentence for a judge.
 * Both sides' rules are always cited; where the difference itself can be told (mana "could
 * produce", a refusal), the rule behind it comes first.
 */
import {
  COLORS,
  couldProduceAll,
  describeEvent,
  formatMana,
  learnStateNames,
  type CardNames,
  type CardCatalog,
  type GameEvent,
  type GameState,
  type GameView,
  type ManaProduction,
  type ManaType,
} from '@arbiter/rules';
import type { AuditedEvent } from './audit-report.types';
import { isPlainObject } from './event-schema';
import { jsonChanges } from './json-diff';

export interface Explanation {
  readonly rules: readonly string[];
  readonly explain: string;
}

/** The readable line of an event, falling back to its JSON when the data is not the engine's. */
export function describeAudited(e: AuditedEvent, names?: CardNames): string {
  try {
    return describeEvent(e as GameEvent, names);
  } catch {
    return `${e.type} ${JSON.stringify(e.data)}`;
  }
}

/** The names a divergence's view shows: its permanents, and its spells on the stack. */
export function namesFromView(view: GameView | null): CardNames {
  const names = new Map<string, string>();
  if (view === null) return names;
  for (const [id, p] of Object.entries(view.battlefield)) names.set(id, p.card);
  for (const o of view.stack) if (o.kind === 'spell') names.set(o.source, o.text);
  return names;
}

function field(e: AuditedEvent | null, key: string): unknown {
  return e !== null && isPlainObject(e.data) ? e.data[key] : undefined;
}

function sideRules(e: AuditedEvent | null): string[] {
  if (e === null) return [];
  const dataRule =
    e.type === 'ActionRejected' || e.type === 'StackObjectRemoved' ? field(e, 'rule') : undefined;
  return [e.metadata.rule, dataRule].filter((r): r is string => typeof r === 'string' && r !== '');
}

const MANA_EVENTS = new Set(['ManaAdded', 'ManaNotProduced']);

/** The "could produce" production of a permanent's own mana abilities (CR 106.7), if any. */
function couldProduceKind(
  state: GameState,
  catalog: CardCatalog,
  id: string,
): ManaProduction['kind'] | null {
  const p = state.battlefield[id];
  if (p === undefined || !catalog.has(p.card)) return null;
  for (const a of catalog.get(p.card).abilities) {
    if (
      a.kind === 'mana' &&
      (a.produce.kind === 'anyColorOpponentLandsCouldProduce' ||
        a.produce.kind === 'anyTypeYourLandsCouldProduce')
    )
      return a.produce.kind;
  }
  return null;
}

function typesText(types: ReadonlySet<ManaType>): string {
  return types.size === 0 ? 'no mana at all' : [...types].map((t) => `{${t}}`).join(', ');
}

function manaText(e: AuditedEvent | null): string {
  if (e === null) return 'nothing';
  if (e.type === 'ManaAdded') {
    const mana = field(e, 'mana');
    return isPlainObject(mana) ? formatMana(mana) : 'mana';
  }
  return e.type === 'ManaNotProduced' ? 'no mana' : e.type;
}

/** Exotic Orchard, Fellwar Stone, Reflecting Pool: what the lands in question could produce. */
function explainCouldProduce(
  recorded: AuditedEvent | null,
  derived: AuditedEvent | null,
  state: GameState,
  catalog: CardCatalog,
): Explanation | null {
  const side = [recorded, derived].find((e) => e !== null && MANA_EVENTS.has(e.type));
  const source = field(side ?? null, 'source');
  const player = field(side ?? null, 'player');
  if (typeof source !== 'string' || typeof player !== 'string') return null;
  const kind = couldProduceKind(state, catalog, source);
  if (kind === null) return null;
  const card = state.battlefield[source]?.card ?? source;
  const byLand = couldProduceAll(state, catalog, true);
  const whose =
    kind === 'anyColorOpponentLandsCouldProduce'
      ? state.players.filter((p) => p !== player && state.playerStates[p]?.inGame === true)
      : [player];
  const types = new Set<ManaType>();
  for (const [id, set] of byLand)
    if (whose.includes(state.battlefield[id]?.controller ?? '')) for (const t of set) types.add(t);
  const sides = `The record says ${manaText(recorded)}; the rules derive ${manaText(derived)}.`;
  if (kind === 'anyTypeYourLandsCouldProduce') {
    return {
      rules: ['106.7'],
      explain: `${card} (${source}) adds one mana of any type that a land ${player} controls could produce (CR 106.7); those lands could produce ${typesText(types)}. ${sides}`,
    };
  }
  const colors = COLORS.filter((c) => types.has(c));
  const colorless = types.has('C') ? `; colorless is not a color (CR 105.4)` : '';
  return {
    rules: ['106.7', '105.4'],
    explain: `${card} (${source}) adds one mana of any color that a land an opponent controls could produce (CR 106.7). ${whose.length === 0 ? 'No opponent has lands that' : `${whose.map((p) => `${p}'s`).join(' and ')} lands`} could produce ${typesText(types)}, so the colors it can make are ${colors.length === 0 ? 'none' : colors.map((c) => `{${c}}`).join(', ')}${colorless}. ${sides}`,
  };
}

function explainText(recorded: AuditedEvent | null, derived: AuditedEvent | null, names: CardNames): string {
  if (recorded === null && derived !== null)
    return `The rules derive "${describeAudited(derived, names)}", which the record lacks.`;
  if (derived === null && recorded !== null)
    return `The record holds "${describeAudited(recorded, names)}", which the rules do not produce here.`;
  if (recorded === null || derived === null) return 'Nothing to compare.';
  if (derived.type === 'ActionRejected' && recorded.type !== 'ActionRejected') {
    return `The rules refuse this action: ${String(field(derived, 'reason'))} (CR ${String(field(derived, 'rule'))}). The record shows it accepted.`;
  }
  if (recorded.type === 'ActionRejected' && derived.type !== 'ActionRejected') {
    return `The record shows this action refused (CR ${String(field(recorded, 'rule'))}), but the rules accept it.`;
  }
  if (recorded.type !== derived.type)
    return `The record has ${recorded.type} where the rules derive ${derived.type}: "${describeAudited(derived, names)}".`;
  const changes = jsonChanges(recorded.data, derived.data, 'data');
  const meta = (['kind', 'actor', 'rule'] as const)
    .filter((k) => recorded.metadata[k] !== derived.metadata[k])
    .map((k) => ({
      path: `metadata.${k}`,
      from: recorded.metadata[k] ?? null,
      to: derived.metadata[k] ?? null,
    }));
  const list = [...changes, ...meta].map(
    (c) => `${c.path}: recorded ${JSON.stringify(c.from)}, derived ${JSON.stringify(c.to)}`,
  );
  return `${recorded.type} differs: ${list.join('; ')}.`;
}

/**
 * @example
 * explainDivergence(recordedManaAdded, derivedManaNotProduced, stateBefore, catalog).rules; // ['106.7', '105.4', '106.3', '106.5']
 */
export function explainDivergence(
  recorded: AuditedEvent | null,
  derived: AuditedEvent | null,
  state: GameState,
  catalog: CardCatalog,
): Explanation {
  let cause: Explanation | null = null;
  try {
    cause = explainCouldProduce(recorded, derived, state, catalog);
  } catch {
    cause = null; // a state the engine cannot read: fall back to the plain comparison
  }
  const rules = [
    ...new Set([...(cause?.rules ?? []), ...sideRules(recorded), ...sideRules(derived)]),
  ];
  // Cards named as far as they are public in the state before the divergence.
  const names = new Map<string, string>();
  try {
    learnStateNames(names, state);
  } catch {
    // A state the engine cannot read names nothing.
  }
  const plain = explainText(recorded, derived, names);
  return { rules, explain: cause === null ? plain : `${cause.explain} ${plain}` };
}
