/**
 * Removal that reaches beyond one target: "Return all nonland permanents target player controls
 * to their owner's hand." (River's Rebuke, 608.2c) and "Destroy target nonland permanent and all
 * other permanents with the same name as that permanent." (Maelstrom Pulse, 701.8a, 201.2a).
 */
import type { PermanentGroup } from '@arbiter/rules';
import type { SentenceRule } from './sentence-rule';
import { TARGET, readTarget } from './target.phrase';

const GROUPS: Readonly<Record<string, PermanentGroup>> = {
  'nonland permanents': 'nonlandPermanents', creatures: 'creatures', artifacts: 'artifacts', enchantments: 'enchantments', lands: 'lands',
};

export const MASS_REMOVAL_RULES: readonly SentenceRule[] = [
  {
    name: "return all permanents of a kind a target player controls to their owners' hands",
    examples: ["Return all nonland permanents target player controls to their owner's hand.", "Return all creatures target opponent controls to their owners' hands."],
    pattern: new RegExp(`^Return all (${Object.keys(GROUPS).join('|')}) target (player|opponent) controls to their (?:owners' hands|owner's hand)\\.$`),
    build: (m) => {
      const what = GROUPS[m[1] ?? ''];
      return what === undefined ? null : { effect: { kind: 'returnAllToHand', what, ofTargetPlayer: true }, targets: { kind: m[2] === 'opponent' ? 'opponent' : 'player' } };
    },
  },
  {
    name: 'destroy a target permanent and all other permanents with its name',
    examples: ['Destroy target nonland permanent and all other permanents with the same name as that permanent.'],
    pattern: new RegExp(`^Destroy ${TARGET} and all other permanents with the same name as that permanent\\.$`),
    build: (m) => {
      const targets = readTarget(m[1] ?? '');
      return targets?.kind === 'nonlandPermanent' || targets?.kind === 'permanent' ? { effect: { kind: 'destroyTargetAndSameName' }, targets } : null;
    },
  },
];
