import type { CardDefinition } from './card-definition';

/** Permanent cards: artifact, creature, enchantment, land (CR 110.4). */
export function isPermanentCard(card: CardDefinition): boolean {
  return card.types.some((t) => t === 'Artifact' || t === 'Creature' || t === 'Enchantment' || t === 'Land');
}
