/**
 * Graveyards (404): a target card of a kind comes back from your graveyard to your hand or onto
 * the battlefield (608.2c, 110.2) — "permanent card" (110.4a), "Zombie creature card", "Zombie
 * card" (205.3m) — each opponent's graveyard is exiled (701.13a), and tokens are created for each
 * card of a kind in your graveyard (111.2).
 */
import type { CardType, TargetSpec } from '@arbiter/rules';
import { creatureType } from './creature-types.phrase';
import { NUMBER, readNumber } from './numbers.phrase';
import type { SentenceRule } from './sentence-rule';
import { readCreateTokens, tokenName } from './token.phrase';

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

/** The kinds of cards "for each ... card in your graveyard" counts. */
const COUNTED: Readonly<Record<string, readonly CardType[] | undefined>> = { '': undefined, 'creature ': ['Creature'], 'instant and sorcery ': ['Instant', 'Sorcery'], 'land ': ['Land'] };

export const GRAVEYARD_SENTENCE_RULES: readonly SentenceRule[] = [
  {
    name: 'create (tapped) creature tokens for each card of a kind in your graveyard',
    examples: ['Create a tapped 1/1 black Rat creature token for each creature card in your graveyard.', 'Create a 2/2 black Zombie creature token for each creature card in your graveyard.'],
    pattern: /^Create an? (tapped )?(.+ creature token) for each (creature |instant and sorcery |land |)card in your graveyard\.$/,
    build: (m) => {
      const read = readCreateTokens(`Create a ${m[2] ?? ''}.`);
      const key = m[3] ?? '';
      if (read === null || !(key in COUNTED)) return null;
      const types = COUNTED[key];
      return {
        effect: { kind: 'createTokens', token: tokenName(read.token), amount: { kind: 'cardsInYourGraveyard', ...(types === undefined ? {} : { types }) }, tapped: m[1] !== undefined, for: 'controller' },
      };
    },
  },
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
    name: 'return all creature cards (with mana value N or less) from your graveyard, or all graveyards, to the battlefield',
    examples: ['Return all creature cards with mana value 2 or less from your graveyard to the battlefield.', 'Put all creature cards from all graveyards onto the battlefield under your control.', 'Return all creature cards from your graveyard to the battlefield.'],
    pattern: /^(?:Return all creature cards(?: with mana value (\d+) or less)? from your graveyard to the battlefield|Put all creature cards from (all graveyards) onto the battlefield under your control)\.$/,
    build: (m) => ({
      effect: { kind: 'returnAllFromGraveyardToBattlefield', types: ['Creature'], ...(m[1] === undefined ? {} : { maxManaValue: Number(m[1]) }), graveyards: m[2] === undefined ? 'yours' : 'all' },
    }),
  },
  {
    name: 'return a card of a kind from your graveyard to your hand, chosen as it resolves',
    examples: ['Return an instant or sorcery card from your graveyard to your hand.', 'Return a creature card from your graveyard to your hand.'],
    pattern: /^Return an? (instant or sorcery|creature|permanent) card from your graveyard to your hand\.$/,
    build: (m) => {
      const cardType = graveyardCard(m[1] ?? '')?.cardType;
      return cardType === undefined ? null : { effect: { kind: 'returnCardFromGraveyardToHand', cardType } };
    },
  },
  {
    name: "if the target card has a creature type, draw cards",
    examples: ["If it's a Zombie card, draw a card."],
    pattern: new RegExp(`^If it's an? ([A-Z][\\w’'-]*) card, draw ${NUMBER} cards?\\.$`),
    build: (m) => {
      const subtype = creatureType(m[1] ?? '');
      const n = readNumber(m[2] ?? '');
      return subtype === null || n === null ? null : { effect: { kind: 'ifTargetCardHasSubtype', subtype, then: { kind: 'drawCards', amount: n, who: 'controller' } } };
    },
  },
  {
    name: 'look at the top cards, keep one on top, the rest into your graveyard',
    examples: ['Look at the top three cards of your library. You may put one of those cards back on top of your library. Put the rest into your graveyard.'],
    pattern: new RegExp(`^Look at the top ${NUMBER} cards of your library\\. You may put one of those cards back on top of your library\\. Put the rest into your graveyard\\.$`),
    build: (m) => {
      const n = readNumber(m[1] ?? '');
      return n === null || n < 2 ? null : { effect: { kind: 'lookAtTopKeepOneRestToGraveyard', amount: n } };
    },
  },
  {
    name: "exile each opponent's graveyard",
    examples: ["Exile each opponent's graveyard."],
    pattern: /^Exile each opponent's graveyard\.$/,
    build: () => ({ effect: { kind: 'exileGraveyards', who: 'eachOpponent' } }),
  },
];
