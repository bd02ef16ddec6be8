/**
 * More effect sentences: damage to each creature and/or each player (120.3), a player other than
 * the controller draws or gains life (121.1, 119.3), a permanent returns itself to its owner's
 * hand, and a card comes back from its owner's graveyard to their hand (608.2c).
 */
import type { Amount, DamagedCreatures, PermanentGroup, TargetSpec } from '@arbiter/rules';
import { TARGET, readTarget } from './target.phrase';
import type { SentenceRule } from './sentence-rule';
import { NUMBER, readNumber } from './numbers.phrase';

/** A number word or X, without a capture group of its own. */
const N = `X|${NUMBER.slice(1, -1)}`;
const amount = (word: string | undefined): Amount | null => (word === 'X' ? { kind: 'x' } : readNumber(word ?? ''));

const EACH_CREATURE: Readonly<Record<string, DamagedCreatures>> = {
  'each creature': 'all',
  'each other creature': 'other',
  'each creature with flying': 'withFlying',
  'each creature without flying': 'withoutFlying',
};

const GRAVEYARD_CARDS: Readonly<Record<string, 'creature' | 'instantOrSorcery' | 'any'>> = {
  'target creature card': 'creature',
  'target instant or sorcery card': 'instantOrSorcery',
  'target card': 'any',
};

const MILLERS: Readonly<Record<string, 'controller' | 'target' | 'eachOpponent'>> = { Mill: 'controller', 'You mill': 'controller', 'Target player mills': 'target', 'Target opponent mills': 'target', 'Each opponent mills': 'eachOpponent' };

const ALL: Readonly<Record<string, PermanentGroup>> = {
  creatures: 'creatures', artifacts: 'artifacts', enchantments: 'enchantments', 'artifacts and enchantments': 'artifactsAndEnchantments', lands: 'lands',
  'nonland permanents': 'nonlandPermanents', 'tapped creatures': 'tappedCreatures', 'creatures with flying': 'creaturesWithFlying',
  'creatures without flying': 'creaturesWithoutFlying', 'nonartifact creatures': 'nonartifactCreatures',
};

/** Target kinds that are permanents, for putting one on top of its owner's library. */
const PERMANENTS: ReadonlySet<TargetSpec['kind']> = new Set(['creature', 'artifact', 'enchantment', 'artifactOrEnchantment', 'land', 'permanent', 'nonlandPermanent', 'creatureYouControl', 'creatureAnOpponentControls', 'creatureWith', 'creatureWithPower', 'permanentMatching']);

const SACRIFICERS: Readonly<Record<string, 'target' | 'eachOpponent' | 'eachPlayer'>> = {
  'Target player': 'target', 'Target opponent': 'target', 'Each opponent': 'eachOpponent', 'Each player': 'eachPlayer',
};

export const VERB_RULES: readonly SentenceRule[] = [
  {
    name: 'a player or each player sacrifices creatures',
    examples: ['Target player sacrifices a creature.', 'Each opponent sacrifices a creature.', 'Target opponent sacrifices a creature.', 'Each player sacrifices two creatures.'],
    pattern: new RegExp(`^(Target player|Target opponent|Each opponent|Each player) sacrifices ${NUMBER} creatures?\\.$`),
    build: (m) => {
      const n = readNumber(m[2] ?? '');
      const who = SACRIFICERS[m[1] ?? ''];
      if (n === null || who === undefined) return null;
      if (who !== 'target') return { effect: { kind: 'sacrificeCreatures', amount: n, who } };
      return { effect: { kind: 'sacrificeCreatures', amount: n, who }, targets: { kind: m[1] === 'Target opponent' ? 'opponent' : 'player' } };
    },
  },
  {
    name: 'each player discards',
    examples: ['Each player discards a card.', 'Each player discards two cards.'],
    pattern: new RegExp(`^Each player discards ${NUMBER} cards?\\.$`),
    build: (m) => {
      const n = readNumber(m[1] ?? '');
      return n === null ? null : { effect: { kind: 'discardCards', amount: n, who: 'eachPlayer' } };
    },
  },
  {
    name: 'tap or untap this permanent',
    examples: ['Untap ~.', 'Tap ~.'],
    pattern: /^(Untap|Tap) ~\.$/,
    build: (m) => ({ effect: { kind: 'tapSource', untap: m[1] === 'Untap' } }),
  },
  {
    name: 'destroy all permanents of a kind',
    examples: ['Destroy all creatures.', 'Destroy all enchantments.', 'Destroy all artifacts and enchantments.', 'Destroy all tapped creatures.', 'Destroy all creatures with flying.', 'Destroy all lands.'],
    pattern: new RegExp(`^Destroy all (${Object.keys(ALL).sort((a, b) => b.length - a.length).join('|')})\\.$`),
    build: (m) => {
      const what = ALL[m[1] ?? ''];
      return what === undefined ? null : { effect: { kind: 'destroyGroup', what } };
    },
  },
  {
    name: "return all permanents of a kind to their owners' hands",
    examples: ["Return all creatures to their owners' hands.", "Return all nonland permanents to their owners' hands.", "Return all attacking creatures to their owner's hand.", "Return all artifacts to their owners' hands."],
    pattern: new RegExp(`^Return all (${[...Object.keys(ALL), 'attacking creatures'].sort((a, b) => b.length - a.length).join('|')}) to their (?:owners' hands|owner's hand)\\.$`),
    build: (m) => {
      const what = m[1] === 'attacking creatures' ? 'attackingCreatures' : ALL[m[1] ?? ''];
      return what === undefined ? null : { effect: { kind: 'returnAllToHand', what } };
    },
  },
  {
    name: "return a land or creature you control to its owner's hand",
    examples: ["Return a land you control to its owner's hand.", "Return a creature you control to its owner's hand."],
    pattern: /^Return a (land|creature) you control to its owner's hand\.$/,
    build: (m) => ({ effect: { kind: 'returnOneYouControlToHand', what: m[1] === 'land' ? 'lands' : 'creatures' } }),
  },
  {
    name: "exile a target player's graveyard, or all graveyards",
    examples: ["Exile target player's graveyard.", "Exile all cards from target player's graveyard.", "Exile target opponent's graveyard.", 'Exile all graveyards.', 'Exile all cards from all graveyards.'],
    pattern: /^Exile (?:all cards from )?(target player's graveyard|target opponent's graveyard|all graveyards)\.$/,
    build: (m) => {
      if (m[1] === 'all graveyards') return { effect: { kind: 'exileGraveyards', who: 'eachPlayer' } };
      return { effect: { kind: 'exileGraveyards', who: 'target' }, targets: { kind: m[1] === "target opponent's graveyard" ? 'opponent' : 'player' } };
    },
  },
  {
    name: 'exile a target card from a graveyard',
    examples: ['Exile target card from a graveyard.'],
    pattern: /^Exile target card from a graveyard\.$/,
    build: () => ({ effect: { kind: 'exileTargetCard' }, targets: { kind: 'cardInAGraveyard' } }),
  },
  {
    name: "put a target permanent on top of its owner's library",
    examples: ["Put target creature on top of its owner's library.", "Put target nonland permanent on top of its owner's library."],
    pattern: new RegExp(`^Put ${TARGET} on top of its owner's library\\.$`),
    build: (m) => {
      const targets = readTarget(m[1] ?? '');
      return targets === null || !PERMANENTS.has(targets.kind) ? null : { effect: { kind: 'putTargetOnLibrary' }, targets };
    },
  },
  {
    name: 'scry or surveil',
    examples: ['Scry 1.', 'Scry 2.', 'Surveil 1.', 'Surveil 2.'],
    pattern: /^(Scry|Surveil) (\d+)\.$/,
    build: (m) => {
      const n = amount(m[2]);
      if (n === null) return null;
      return { effect: m[1] === 'Scry' ? { kind: 'scry', amount: n } : { kind: 'surveil', amount: n } };
    },
  },
  {
    name: 'mill cards',
    examples: [
      'Mill two cards.', 'Mill a card.', 'Target player mills three cards.', 'Each opponent mills two cards.', 'Target player mills X cards.',
      'Put the top two cards of your library into your graveyard.', 'Target player puts the top three cards of their library into their graveyard.',
    ],
    pattern: new RegExp(`^(?:(Mill|You mill|Target player mills|Target opponent mills|Each opponent mills) (${N}) cards?|(Put|Target player puts) the top (${N}) cards? of (?:your|their) library into (?:your|their) graveyard)\\.$`),
    build: (m) => {
      const n = amount(m[2] ?? m[4]);
      const who = m[1] !== undefined ? MILLERS[m[1]] : m[3] === 'Put' ? 'controller' : 'target';
      if (n === null || who === undefined) return null;
      const opponent = m[1] === 'Target opponent mills';
      return who === 'target' ? { effect: { kind: 'mill', amount: n, who }, targets: { kind: opponent ? 'opponent' : 'player' } } : { effect: { kind: 'mill', amount: n, who } };
    },
  },
  {
    name: 'deal damage to you, or to a target and to you',
    examples: ['~ deals 1 damage to you.', '~ deals 2 damage to any target and 1 damage to you.', '~ deals 3 damage to target creature and 3 damage to you.'],
    pattern: new RegExp(`^~ deals (\\d+) damage to (?:${TARGET} and (\\d+) damage to )?you\\.$`),
    build: (m) => {
      const toYou = amount(m[3] ?? m[1]);
      if (toYou === null) return null;
      if (m[2] === undefined) return { effect: { kind: 'dealDamage', amount: toYou, to: 'controller' } };
      const toTarget = amount(m[1]);
      const targets = readTarget(m[2]);
      if (toTarget === null || targets === null || targets.kind === 'spell' || targets.kind === 'spellOfKind') return null;
      return { effect: { kind: 'sequence', effects: [{ kind: 'dealDamage', amount: toTarget, to: 'target' }, { kind: 'dealDamage', amount: toYou, to: 'controller' }] }, targets };
    },
  },
  {
    name: 'deal damage to each creature and/or each player',
    examples: [
      '~ deals 1 damage to each creature.', '~ deals 2 damage to each creature and each player.', '~ deals 4 damage to each creature with flying.',
      '~ deals 1 damage to each creature without flying and each player.', '~ deals 3 damage to each other creature.', '~ deals 1 damage to each player.', '~ deals X damage to each creature.',
    ],
    pattern: /^~ deals (X|\d+) damage to (?:(each (?:other )?creature(?: with(?:out)? flying)?)(?: and (each player))?|(each player))\.$/,
    build: (m) => {
      const n = amount(m[1]);
      const creatures = m[2] === undefined ? 'none' : EACH_CREATURE[m[2]];
      if (n === null || creatures === undefined) return null;
      return { effect: { kind: 'dealDamageToEach', amount: n, creatures, players: m[3] !== undefined || m[4] !== undefined } };
    },
  },
  {
    name: 'target player or each player draws cards',
    examples: ['Target player draws two cards.', 'Target player draws a card.', 'Each player draws a card.', 'Each player draws three cards.'],
    pattern: new RegExp(`^(Target player|Each player) draws (${N}) cards?\\.$`),
    build: (m) => {
      const n = amount(m[2]);
      if (n === null) return null;
      return m[1] === 'Target player' ? { effect: { kind: 'drawCards', amount: n, who: 'target' }, targets: { kind: 'player' } } : { effect: { kind: 'drawCards', amount: n, who: 'eachPlayer' } };
    },
  },
  {
    name: 'target player gains life',
    examples: ['Target player gains 3 life.', 'Target player gains X life.'],
    pattern: /^Target player gains (X|\d+) life\.$/,
    build: (m) => {
      const n = amount(m[1]);
      return n === null ? null : { effect: { kind: 'gainLife', amount: n, who: 'target' }, targets: { kind: 'player' } };
    },
  },
  {
    name: "return this permanent to its owner's hand",
    examples: ["Return ~ to its owner's hand."],
    pattern: /^Return ~ to its owner's hand\.$/,
    build: () => ({ effect: { kind: 'returnSourceToHand' } }),
  },
  {
    name: 'return a target creature card from your graveyard to the battlefield',
    examples: ['Return target creature card from your graveyard to the battlefield.'],
    pattern: /^Return target creature card from your graveyard to the battlefield\.$/,
    build: () => ({ effect: { kind: 'returnTargetFromGraveyardToBattlefield' }, targets: { kind: 'cardInYourGraveyard', cardType: 'creature' } }),
  },
  {
    name: 'return a target card from your graveyard to your hand',
    examples: ['Return target creature card from your graveyard to your hand.', 'Return target card from your graveyard to your hand.', 'Return target instant or sorcery card from your graveyard to your hand.'],
    pattern: /^Return (target creature card|target instant or sorcery card|target card) from your graveyard to your hand\.$/,
    build: (m) => {
      const cardType = GRAVEYARD_CARDS[m[1] ?? ''];
      return cardType === undefined ? null : { effect: { kind: 'returnTargetCardToHand' }, targets: { kind: 'cardInYourGraveyard', cardType } };
    },
  },
];
