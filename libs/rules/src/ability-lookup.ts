/**
 * Finds the definition behind a stack object or pending trigger: the printed ability by number,
 * or the reflexive ability its effect creates ("When you do, ...").
 */
import type { CardCatalog } from './card-catalog';
import type { Effect, ReflexiveAbility, TargetSpec } from './card-definition';

export interface AbilityBody {
  readonly text: string;
  readonly effect: Effect;
  readonly targets?: TargetSpec;
}

export function findReflexive(effect: Effect): ReflexiveAbility | undefined {
  switch (effect.kind) {
    case 'targetOpponentGainsControlOfSource':
    case 'tapAnyNumberOfArtifacts':
      return effect.whenYouDo;
    case 'sequence':
      for (const e of effect.effects) {
        const found = findReflexive(e);
        if (found !== undefined) return found;
      }
      return undefined;
    default:
      return undefined;
  }
}

export function abilityBody(catalog: CardCatalog, card: string, number: number, reflexive: boolean): AbilityBody | undefined {
  if (!catalog.has(card)) return undefined;
  for (const a of catalog.get(card).abilities) {
    if (a.number !== number || (a.kind !== 'activated' && a.kind !== 'triggered')) continue;
    if (!reflexive) return { text: a.text, effect: a.effect, ...(a.targets === undefined ? {} : { targets: a.targets }) };
    const r = findReflexive(a.effect);
    if (r !== undefined) return r;
  }
  return undefined;
}
