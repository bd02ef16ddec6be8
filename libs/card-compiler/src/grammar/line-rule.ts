/** The shape every line rule of the grammar has. */
import type { Ability, CardType } from '@arbiter/rules';
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
