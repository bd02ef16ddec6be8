/**
 * "Regenerate ~." and "Regenerate target creature." (CR 701.19a): a shield that replaces the
 * permanent's next destruction this turn.
 */
import type { SentenceRule } from './sentence-rule';
import { TARGET, readTarget } from './target.phrase';

/** Target kinds that are permanents (a destroy effect acts on a permanent, 701.8a). */
const PERMANENT_KINDS: ReadonlySet<string> = new Set(['creature', 'artifact', 'enchantment', 'artifactOrEnchantment', 'land', 'permanent', 'nonlandPermanent', 'creatureYouControl', 'creatureAnOpponentControls', 'creatureOrPlaneswalker', 'permanentMatching']);

export const REGENERATE_RULES: readonly SentenceRule[] = [
  {
    name: 'regenerate this',
    examples: ['Regenerate ~.'],
    pattern: /^Regenerate ~\.$/,
    build: () => ({ effect: { kind: 'regenerate', who: 'source' } }),
  },
  {
    name: 'regenerate enchanted creature',
    examples: ['Regenerate enchanted creature.'],
    pattern: /^Regenerate enchanted creature\.$/,
    build: () => ({ effect: { kind: 'regenerate', who: 'attachedTo' } }),
  },
  {
    name: "destroy a target permanent that can't be regenerated",
    examples: ["Destroy target creature. It can't be regenerated.", "Destroy target artifact. It can't be regenerated."],
    pattern: new RegExp(`^Destroy ${TARGET}\\. It can't be regenerated\\.$`),
    build: (m) => {
      const targets = readTarget(m[1] ?? '');
      return targets === null || !PERMANENT_KINDS.has(targets.kind) ? null : { effect: { kind: 'destroyTarget', noRegeneration: true }, targets };
    },
  },
  {
    name: 'regenerate target creature',
    examples: ['Regenerate target creature.'],
    pattern: /^Regenerate target creature\.$/,
    build: () => ({ effect: { kind: 'regenerate', who: 'target' }, targets: { kind: 'creature' } }),
  },
];
