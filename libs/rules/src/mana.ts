/**
 * Mana types and amounts (CR 106.1, 106.4, 105.4).
 *
 * @example
 * addMana(emptyPool(), { G: 2 }) // { W: 0, U: 0, B: 0, R: 0, G: 2, C: 0 }
 */
export const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
/** The five colors; "any color" never means colorless (CR 105.4, 106.1b). */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

export type ManaType = (typeof MANA_TYPES)[number];
export type Color = (typeof COLORS)[number];

/** An amount of mana by type; absent types are zero. */
export type ManaBundle = Partial<Record<ManaType, number>>;
/** A mana pool: every type present (CR 106.4). */
export type ManaPool = Record<ManaType, number>;

export function isManaType(value: unknown): value is ManaType {
  return typeof value === 'string' && (MANA_TYPES as readonly string[]).includes(value);
}

export function isColor(value: unknown): value is Color {
  return typeof value === 'string' && (COLORS as readonly string[]).includes(value);
}

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function addMana(pool: ManaPool, bundle: ManaBundle): ManaPool {
  const next = { ...pool };
  for (const type of MANA_TYPES) next[type] += bundle[type] ?? 0;
  return next;
}

export function subtractMana(pool: ManaPool, bundle: ManaBundle): ManaPool {
  const next = { ...pool };
  for (const type of MANA_TYPES) next[type] -= bundle[type] ?? 0;
  return next;
}

export function manaAmount(bundle: ManaBundle): number {
  let total = 0;
  for (const type of MANA_TYPES) total += bundle[type] ?? 0;
  return total;
}

/** The types present in a bundle, in W U B R G C order. */
export function manaTypesOf(bundle: ManaBundle): ManaType[] {
  return MANA_TYPES.filter((t) => (bundle[t] ?? 0) > 0);
}

/** Drops zero entries so that events and comparisons stay canonical. */
export function normalizeBundle(bundle: ManaBundle): ManaBundle {
  const out: ManaBundle = {};
  for (const type of MANA_TYPES) {
    const n = bundle[type] ?? 0;
    if (n > 0) out[type] = n;
  }
  return out;
}

/** `{C}{C}` style text for a bundle (used in human-readable lines). */
export function formatMana(bundle: ManaBundle): string {
  const parts: string[] = [];
  for (const type of MANA_TYPES) for (let i = 0; i < (bundle[type] ?? 0); i++) parts.push(`{${type}}`);
  return parts.length > 0 ? parts.join('') : 'no mana';
}

/** A parsed mana cost: colored/colorless symbols, generic amount and the number of {X}. */
export interface ManaCost {
  readonly symbols: ManaBundle;
  readonly generic: number;
  readonly xCount: number;
}

/**
 * Parses `{X}{2}{R}`-style costs (CR 107.4). `{C}` is a colorless symbol, payable only by {C}
 * (CR 107.4c); a number is generic.
 */
export function parseManaCost(text: string): ManaCost {
  const symbols: ManaBundle = {};
  let generic = 0;
  let xCount = 0;
  const re = /\{([^}]+)\}/g;
  let rest = text;
  for (const match of text.matchAll(re)) {
    const sym = match[1] ?? '';
    rest = rest.replace(match[0], '');
    if (sym === 'X') xCount++;
    else if (/^\d+$/.test(sym)) generic += Number(sym);
    else if (isManaType(sym)) symbols[sym] = (symbols[sym] ?? 0) + 1;
    else throw new Error(`unknown mana symbol {${sym}} in ${text}`);
  }
  if (rest.trim() !== '') throw new Error(`malformed mana cost: ${text}`);
  return { symbols, generic, xCount };
}

/** Mana value (CR 202.3): X counts as the given value (0 everywhere but on the stack, 202.3e). */
export function manaValue(cost: ManaCost, x = 0): number {
  return manaAmount(cost.symbols) + cost.generic + cost.xCount * x;
}

/** The cost to pay: symbols plus generic, with X replaced by its announced value. */
/** Two costs paid together: a spell's mana cost and an additional cost (601.2f). */
export function addManaCosts(a: ManaCost, b: ManaCost): ManaCost {
  const symbols: ManaBundle = { ...a.symbols };
  for (const [type, n] of Object.entries(b.symbols) as [ManaType, number][]) symbols[type] = (symbols[type] ?? 0) + n;
  return { symbols, generic: a.generic + b.generic, xCount: a.xCount + b.xCount };
}

export function totalCost(cost: ManaCost, x: number, extraGeneric = 0): ManaCost {
  return { symbols: cost.symbols, generic: cost.generic + cost.xCount * x + extraGeneric, xCount: 0 };
}

/** The default payment order for generic mana: {C} first, then W, U, B, R, G (docs/scenario-format.md). */
const GENERIC_ORDER: readonly ManaType[] = ['C', 'W', 'U', 'B', 'R', 'G'];

/**
 * Chooses which mana in the pool pays a cost: each colored or {C} symbol from its own type, then
 * generic from C, W, U, B, R, G. Returns null when the pool cannot pay.
 */
export function defaultPayment(pool: ManaPool, cost: ManaCost): ManaBundle | null {
  const left = { ...pool };
  const paid: ManaBundle = {};
  for (const type of MANA_TYPES) {
    const need = cost.symbols[type] ?? 0;
    if (left[type] < need) return null;
    left[type] -= need;
    if (need > 0) paid[type] = need;
  }
  let generic = cost.generic;
  for (const type of GENERIC_ORDER) {
    const take = Math.min(left[type], generic);
    if (take > 0) {
      left[type] -= take;
      paid[type] = (paid[type] ?? 0) + take;
      generic -= take;
    }
  }
  return generic === 0 ? normalizeBundle(paid) : null;
}

/**
 * Checks that an explicit payment pays exactly the cost: each symbol by its own type (a {C}
 * symbol only by {C}, CR 107.4c), the rest generic. Returns the reason when it does not.
 */
export function checkPayment(pool: ManaPool, cost: ManaCost, payment: ManaBundle): string | null {
  for (const type of MANA_TYPES) {
    const given = payment[type] ?? 0;
    if (given < 0) return `negative amount of ${type}`;
    if (!Number.isSafeInteger(given)) return `${type}: an amount of mana is a whole number, not ${String(given)}`;
    if ((payment[type] ?? 0) > pool[type]) return `the pool has only ${pool[type]} ${type}`;
  }
  let surplus = 0;
  for (const type of MANA_TYPES) {
    const need = cost.symbols[type] ?? 0;
    const given = payment[type] ?? 0;
    if (given < need) return `{${type}} needs ${need} ${type} mana, the payment gives ${given}`;
    surplus += given - need;
  }
  if (surplus !== cost.generic) return `the payment gives ${surplus} for a generic cost of ${cost.generic}`;
  return null;
}
