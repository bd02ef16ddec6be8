/** The shape every line rule of the grammar has. */
import type { Ability, CardType, CostPart, Effect } from '@arbiter/rules';
import type { RulesLine } from '../rules-text.lexer';

/** What a rule knows of the card whose line it reads. */
export interface CardShape {
  readonly name: string;
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
}

/** A line read: the abilities it prints (one Oracle entry), and an Aura's "Enchant". */
export interface LineReading {
  readonly abilities: readonly Ability[];
  readonly enchant?: 'land' | 'creature';
}

export interface LineRule {
  readonly name: string;
  /** Real card lines (in canonical wording, "~" for the card's name) this rule reads. */
  readonly examples: readonly string[];
  read(line: RulesLine, card: CardShape): LineReading | null;
}

export const isSpellCard = (card: CardShape): boolean => card.types.includes('Instant') || card.types.includes('Sorcery');

/**
 * Whether an effect makes sense on this card: only an Equipment attaches itself (701.3a); only an
 * Aura acts on "enchanted creature", and not after sacrificing itself to pay the cost (the engine
 * keeps no memory of what it enchanted).
 */
export function effectFits(effect: Effect, card: CardShape, cost: readonly CostPart[] = []): boolean {
  if (effect.kind === 'sequence') return effect.effects.every((e) => effectFits(e, card, cost));
  if (effect.kind === 'modal') return effect.modes.every((m) => effectFits(m.effect, card, cost));
  if (effect.kind === 'regenerate' && effect.who === 'attachedTo') return card.subtypes.includes('Aura') && !cost.some((c) => c.kind === 'sacrificeSelf');
  return effect.kind !== 'attachSourceToTarget' || card.subtypes.includes('Equipment');
}
