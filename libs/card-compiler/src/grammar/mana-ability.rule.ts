/**
 * Mana abilities (CR 605.1a): "<cost>: Add <mana>." with a cost of {T}, mana or "Sacrifice ~".
 */
import type { ManaProduction, ManaType } from '@arbiter/rules';
import { readCost } from './cost.phrase';
import { countedKind } from './counted.phrase';
import { readEffect } from './effect.phrase';
import type { LineRule } from './line-rule';
import { NUMBER, readNumber } from './numbers.phrase';

const ONE_SYMBOL = /\{([WUBRGC])\}/g;
const ANY_ONE_COLOR = new RegExp(`^${NUMBER} mana of any one color$`);

function readMana(text: string): ManaProduction | null {
  if (text === 'one mana of any color') return { kind: 'anyColor' };
  const or = /^\{([WUBRGC])\} or \{([WUBRGC])\}$/.exec(text) ?? /^\{([WUBRGC])\}, \{([WUBRGC])\}, or \{([WUBRGC])\}$/.exec(text);
  if (or !== null) return { kind: 'oneOf', options: or.slice(1).map((s) => s as ManaType) };
  if (/^(\{[WUBRGC]\})+$/.test(text)) {
    const mana: Partial<Record<ManaType, number>> = {};
    for (const m of text.matchAll(ONE_SYMBOL)) {
      const t = (m[1] ?? 'C') as ManaType;
      mana[t] = (mana[t] ?? 0) + 1;
    }
    return { kind: 'fixed', mana };
  }
  const n = ANY_ONE_COLOR.exec(text);
  const amount = n === null ? null : readNumber(n[1] ?? '');
  if (amount !== null) return amount === 1 ? { kind: 'anyColor' } : { kind: 'anyOneColor', amount };
  const per = /^\{([WUBRGC])\} for each ([A-Za-z]+) you control$/.exec(text);
  const what = per === null ? null : countedKind(per[2] ?? '');
  return per === null || what === null ? null : { kind: 'perPermanentYouControl', mana: (per[1] ?? 'C') as ManaType, what };
}

export const manaAbilityRule: LineRule = {
  name: 'mana ability',
  examples: ['{T}: Add {G}.', '{T}: Add {W} or {U}.', '{T}: Add {R}, {G}, or {W}.', '{T}: Add {C}{C}.', '{T}: Add one mana of any color.', '{1}, {T}: Add one mana of any color.', '{T}: Add {R} or {W}. ~ deals 1 damage to you.', '{T}: Add three mana of any one color.', '{T}: Add {G} for each Elf you control.'],
  read: (line) => {
    // "{T}: Add {R} or {W}. This land deals 1 damage to you.": what follows the mana is part of the
    // ability (605.3b); it has no target, or it would not be a mana ability (605.1a).
    const m = /^(.+?): Add ([^.]+)\.(?: (.+))?$/.exec(line.text);
    if (m === null) return null;
    const cost = readCost(m[1] ?? '');
    const produce = readMana(m[2] ?? '');
    if (cost === null || produce === null) return null;
    const rest = m[3] === undefined ? null : readEffect(m[3]);
    if (m[3] !== undefined && (rest === null || rest.targets !== undefined)) return null;
    return { abilities: [{ kind: 'mana', text: line.printed, cost, produce, ...(rest === null ? {} : { then: rest.effect }) }] };
  },
};
