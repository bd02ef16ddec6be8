/**
 * Target phrases (CR 115): the words after "to" or a verb, and the engine's target requirement.
 *
 * - "any target" (Lightning Bolt); older "target creature or player" (Shock's first printings)
 *   reads the same since the 2018 Oracle update.
 * - "target creature" (Giant Growth), "target spell" (Counterspell), "target opponent", "target player".
 */
import type { TargetSpec } from '@arbiter/rules';
import { QUALIFIED_TARGET, readQualifiedTarget } from './qualified-target.phrase';

const TARGETS: Readonly<Record<string, TargetSpec>> = {
  'any target': { kind: 'any' },
  'target creature or player': { kind: 'any' },
  'target creature': { kind: 'creature' },
  'target spell': { kind: 'spell' },
  'target creature spell': { kind: 'spellOfKind', spell: 'creature' },
  'target noncreature spell': { kind: 'spellOfKind', spell: 'noncreature' },
  'target instant or sorcery spell': { kind: 'spellOfKind', spell: 'instantOrSorcery' },
  'target opponent': { kind: 'opponent' },
  'target player': { kind: 'player' },
  // The pool has no planeswalkers: "or planeswalker" adds no choice (as "target creature or planeswalker").
  'target player or planeswalker': { kind: 'player' },
  'target opponent or planeswalker': { kind: 'opponent' },
  'target artifact': { kind: 'artifact' },
  'target enchantment': { kind: 'enchantment' },
  'target artifact or enchantment': { kind: 'artifactOrEnchantment' },
  'target land': { kind: 'land' },
  'target permanent': { kind: 'permanent' },
  'target nonland permanent': { kind: 'nonlandPermanent' },
  'target creature you control': { kind: 'creatureYouControl' },
  'target creature an opponent controls': { kind: 'creatureAnOpponentControls' },
  "target creature you don't control": { kind: 'creatureAnOpponentControls' },
  'target creature or planeswalker': { kind: 'creatureOrPlaneswalker' },
  'target attacking or blocking creature': { kind: 'creatureWith', filter: 'attackingOrBlocking' },
  'target attacking creature': { kind: 'creatureWith', filter: 'attacking' },
  'target blocking creature': { kind: 'creatureWith', filter: 'blocking' },
  'target tapped creature': { kind: 'creatureWith', filter: 'tapped' },
  'target untapped creature': { kind: 'creatureWith', filter: 'untapped' },
  'target creature with flying': { kind: 'creatureWith', filter: 'flying' },
  'target creature without flying': { kind: 'creatureWith', filter: 'withoutFlying' },
  'target nonartifact creature': { kind: 'creatureWith', filter: 'nonartifact' },
  'target nonwhite creature': { kind: 'creatureWith', filter: 'nonwhite' },
  'target nonblue creature': { kind: 'creatureWith', filter: 'nonblue' },
  'target nonblack creature': { kind: 'creatureWith', filter: 'nonblack' },
  'target nonred creature': { kind: 'creatureWith', filter: 'nonred' },
  'target nongreen creature': { kind: 'creatureWith', filter: 'nongreen' },
};

/** "target creature with power 4 or greater", "target creature with power 2 or less". */
const WITH_POWER = /^target creature with power (\d+) or (greater|less)$/;

/** The regex source of the target phrases this grammar reads. */
export const TARGET = `(${[...Object.keys(TARGETS), 'target creature with power \\d+ or (?:greater|less)'].sort((a, b) => b.length - a.length).join('|')}|${QUALIFIED_TARGET})`;

export function readTarget(phrase: string): TargetSpec | null {
  const power = WITH_POWER.exec(phrase);
  if (power !== null) return { kind: 'creatureWithPower', power: Number(power[1]), orGreater: power[2] === 'greater' };
  return TARGETS[phrase] ?? readQualifiedTarget(phrase);
}
