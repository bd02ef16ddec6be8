/** Doubling a creature's power (and toughness) until end of turn (701.10b-c). */
import type { SentenceRule } from './sentence-rule';
import { readTarget } from './target.phrase';

const CREATURES = new Set(['creature', 'creatureYouControl', 'creatureAnOpponentControls', 'creatureWith', 'creatureWithPower']);

export const DOUBLE_RULES: readonly SentenceRule[] = [
  {
    name: "double target creature's power until end of turn",
    examples: ["Double target creature's power until end of turn.", "Double target creature's power and toughness until end of turn.", 'Double the power of target creature you control until end of turn.'],
    pattern: /^Double (?:(target [a-z' ]+?)'s power( and toughness)?|the power( and toughness)? of (target [a-z' ]+?)) until end of turn\.$/,
    build: (m) => {
      const targets = readTarget(m[1] ?? m[4] ?? '');
      if (targets === null || !CREATURES.has(targets.kind)) return null;
      return { effect: { kind: 'doubleTargetPowerToughness', toughness: (m[2] ?? m[3]) !== undefined }, targets };
    },
  },
];
