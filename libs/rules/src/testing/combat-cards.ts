/**
 * Stand-ins for the combat and spell cards of the pool, beside the sample cards, for the specs
 * of whole games (libs/cards depends on libs/rules, so rules specs cannot use the real pool).
 * Each has the Oracle text of the card it mirrors.
 */
import { createCatalog, type CardCatalog } from '../card-catalog';
import { defineCard, keyword, spell, staticAbility } from '../card-definition';
import { SAMPLE_CARDS } from './sample-cards';

/** The sample cards and the combat stand-ins. */
export const COMBAT_CATALOG: CardCatalog = createCatalog([
  ...SAMPLE_CARDS,
  defineCard({ name: 'Grizzly Bears', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, oracle: '', abilities: [] }),
  defineCard({
    name: 'Serra Angel', manaCost: '{3}{W}{W}', types: ['Creature'], subtypes: ['Angel'], power: 4, toughness: 4, oracle: 'Flying, vigilance',
    abilities: [[keyword('Flying'), keyword('Vigilance')]],
  }),
  defineCard({ name: 'Boggart Brute', manaCost: '{2}{R}', types: ['Creature'], subtypes: ['Goblin', 'Warrior'], power: 3, toughness: 2, oracle: 'Menace', abilities: [keyword('Menace')] }),
  defineCard({ name: 'Colossal Dreadmaw', manaCost: '{4}{G}{G}', types: ['Creature'], subtypes: ['Dinosaur'], power: 6, toughness: 6, oracle: 'Trample', abilities: [keyword('Trample')] }),
  defineCard({ name: 'Isamaru, Hound of Konda', manaCost: '{W}', types: ['Creature'], supertypes: ['Legendary'], subtypes: ['Dog'], power: 2, toughness: 2, oracle: '', abilities: [] }),
  defineCard({
    name: 'Shock', manaCost: '{R}', types: ['Instant'], oracle: 'Shock deals 2 damage to any target.',
    abilities: [spell('Shock deals 2 damage to any target.', { kind: 'dealDamage', amount: 2, to: 'target' }, { kind: 'any' })],
  }),
  defineCard({
    name: 'Pacifism', manaCost: '{1}{W}', types: ['Enchantment'], subtypes: ['Aura'], enchant: 'creature', oracle: "Enchant creature\nEnchanted creature can't attack or block.",
    abilities: [keyword('Enchant creature'), staticAbility("Enchanted creature can't attack or block.", { kind: 'enchantedCreatureCantAttackOrBlock' })],
  }),
]);
