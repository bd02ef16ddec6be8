/**
 * Graveyards (404): a target card of a kind comes back from your graveyard to your hand or onto
 * the battlefield (608.2c, 110.2) — "permanent card" (110.4a), "Zombie creature card", "Zombie
 * card" (205.3m) — and each opponent's graveyard is exiled (701.13a).
 */
import type { TargetSpec } from '@arbiter/rules';
import { creatureType } from './creature-types.phrase';
import type { SentenceRule } from './sentence-rule';

type GraveyardCard = Extract<TargetSpec, { kind: 'cardInYourGraveyard' }>;

/** "permanent", "creature", "Zombie creature", "Zombie", "instant or sorcery": the card a target in your graveyard must be. */
function graveyardCard(words: string): GraveyardCard | null {
  const base: Readonly<Record<string, GraveyardCard['cardType']>> = { permanent: 'permanent', creature: 'creature', 'instant or sorcery': 'instantOrSorcery', '': 'any' };
  const plain = base[words];
  if (plain !== undefined) return { kind: 'cardInYourGraveyard', cardType: plain };
  const typed = /^([A-Z][\w’'-]*)(?: (creature))?$/.exec(words);
  const subtype = typed === null ? null : creatureType(typed[1] ?? '');
  if (typed === null || subtype === null) return null;
  return { kind: 'cardInYourGraveyard', cardType: typed[2] === undefined ? 'any' : 'creature', subtype };
}

export const GRAVEYARD_SENTENCE_RULES: readonly SentenceRule[] = [
  {
    name: 'return a target card of a kind from your graveyard to your hand',
    examples: ['Return target permanent card from your graveyard to your hand.', 'Return target Zombie creature card from your graveyard to your hand.', 'Return target Goblin card from your graveyard to your hand.'],
    pattern: /^Return target ((?:[A-Z][\w’'-]* )?(?:permanent|creature)|[A-Z][\w’'-]*) card from your graveyard to your hand\.$/,
    build: (m) => {
      const targets = graveyardCard(m[1] ?? '');
      return targets === null ? null : { effect: { kind: 'returnTargetCardToHand' }, targets };
    },
  },
  {
    name: 'return a target creature card of a kind from your graveyard to the battlefield, maybe tapped',
    examples: ['Return target Zombie creature card from your graveyard to the battlefield tapped.', 'Return target creature card from your graveyard to the battlefield tapped.', 'Return target Vampire creature card from your graveyard to the battlefield.'],
    pattern: /^Return target ((?:[A-Z][\w’'-]* )?creature) card from your graveyard to the battlefield( tapped)?\.$/,
    build: (m) => {
      const targets = graveyardCard(m[1] ?? '');
      if (targets === null) return null;
      return { effect: { kind: 'returnTargetFromGraveyardToBattlefield', ...(m[2] === undefined ? {} : { tapped: true }) }, targets };
    },
  },
  {
    name: "exile each opponent's graveyard",
    examples: ["Exile each opponent's graveyard."],
    pattern: /^Exile each opponent's graveyard\.$/,
    build: () => ({ effect: { kind: 'exileGraveyards', who: 'eachOpponent' } }),
  },
];
