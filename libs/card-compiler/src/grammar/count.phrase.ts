/**
 * Amounts that count permanents (608.2h): "You gain 1 life for each attacking Elf you control.",
 * "Draw a card for each artifact you control.", "~ deals damage to target creature equal to the
 * number of Goblins you control."
 */
import type { Amount, CardType, CountedPermanents, CreatureGroup, PermanentKind, TargetSpec } from '@arbiter/rules';
import { creatureType, creatureTypeOfPlural } from './creature-types.phrase';
import type { SentenceRule } from './sentence-rule';
import { TARGET, readTarget } from './target.phrase';

const TYPES: Readonly<Record<string, CardType>> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land' };
const PLURAL_TYPES: Readonly<Record<string, CardType>> = { creatures: 'Creature', artifacts: 'Artifact', enchantments: 'Enchantment', lands: 'Land' };
/** The basic land types (205.3i), singular and plural. */
const LAND_TYPES: Readonly<Record<string, string>> = {
  Plains: 'Plains', Island: 'Island', Islands: 'Island', Swamp: 'Swamp', Swamps: 'Swamp', Mountain: 'Mountain', Mountains: 'Mountain', Forest: 'Forest', Forests: 'Forest',
};

/** "creature", "Elf", "Forest" (after "each"), or "creatures", "Goblins", "Mountains" (after "the number of"). */
function kindOf(word: string, plural: boolean): PermanentKind | null {
  const type = (plural ? PLURAL_TYPES : TYPES)[word];
  if (type !== undefined) return { type };
  const land = LAND_TYPES[word];
  if (land !== undefined && (plural ? word !== land || word === 'Plains' : word === land)) return { subtype: land };
  const subtype = plural ? creatureTypeOfPlural(word) : creatureType(word);
  return subtype === null ? null : { subtype };
}

/**
 * The permanents a count names: "(other) (attacking) <kind> you control", or "attacking <kind>"
 * (anyone's); a kind of card type or subtype.
 *
 * @example
 * readCounted('attacking Elf you control', false) // { what: { subtype: 'Elf' }, youControl: true, attacking: true, other: false }
 * readCounted('Goblins you control', true) // { what: { subtype: 'Goblin' }, youControl: true, attacking: false, other: false }
 */
export function readCounted(words: string, plural: boolean): CountedPermanents | null {
  const m = /^(other )?(attacking )?(\S+)( you control)?$/.exec(words);
  if (m === null) return null;
  const youControl = m[4] !== undefined;
  // Only attackers are counted without "you control": "each attacking creature".
  if (!youControl && m[2] === undefined) return null;
  const what = kindOf(m[3] ?? '', plural);
  return what === null ? null : { what, youControl, attacking: m[2] !== undefined, other: m[1] !== undefined };
}

const count = (words: string | undefined, plural: boolean): Amount | null => {
  const of = readCounted(words ?? '', plural);
  return of === null ? null : { kind: 'count', of };
};

/** Targets a damage sentence may name. */
const DAMAGED: ReadonlySet<TargetSpec['kind']> = new Set(['any', 'creature', 'creatureYouControl', 'creatureAnOpponentControls', 'creatureOrPlaneswalker', 'creatureWith', 'creatureWithPower', 'player', 'opponent']);

const damageTo = (target: string | undefined, words: string | undefined) => {
  const amount = count(words, true);
  const targets = readTarget(target ?? '');
  return amount === null || targets === null || !DAMAGED.has(targets.kind) ? null : { effect: { kind: 'dealDamage', amount, to: 'target' } as const, targets };
};

const GROUPS: Readonly<Record<string, CreatureGroup>> = {
  'Creatures you control': 'youControl', 'Other creatures you control': 'otherYouControl', 'Attacking creatures': 'attacking', 'Attacking creatures you control': 'attackingYouControl',
};

export const COUNT_RULES: readonly SentenceRule[] = [
  {
    name: 'a group of creatures gets +X/+X until end of turn, X a count',
    examples: ['Attacking creatures you control get +X/+X until end of turn, where X is the number of attacking creatures.', 'Creatures you control get +X/+X until end of turn, where X is the number of creatures you control.'],
    pattern: new RegExp(`^(${Object.keys(GROUPS).sort((a, b) => b.length - a.length).join('|')}) get \\+X/\\+(X|0) until end of turn, where X is the number of (.+)\\.$`),
    build: (m) => {
      const which = GROUPS[m[1] ?? ''];
      const per = readCounted(m[3] ?? '', true);
      return which === undefined || per === null ? null : { effect: { kind: 'pumpCreatures', which, power: 1, toughness: m[2] === 'X' ? 1 : 0, keywords: [], per } };
    },
  },
  {
    name: 'gain 1 life for each permanent of a kind',
    examples: ['You gain 1 life for each attacking Elf you control.', 'You gain 1 life for each creature you control.', 'You gain 1 life for each attacking creature.'],
    pattern: /^You gain 1 life for each (.+)\.$/,
    build: (m) => {
      const amount = count(m[1], false);
      return amount === null ? null : { effect: { kind: 'gainLife', amount, who: 'controller' } };
    },
  },
  {
    name: 'draw a card for each permanent of a kind',
    examples: ['Draw a card for each artifact you control.', 'Draw a card for each creature you control.'],
    pattern: /^Draw a card for each (.+)\.$/,
    build: (m) => {
      const amount = count(m[1], false);
      return amount === null ? null : { effect: { kind: 'drawCards', amount, who: 'controller' } };
    },
  },
  {
    name: 'deal damage to a target equal to the number of permanents of a kind',
    examples: [
      '~ deals damage to target creature an opponent controls equal to the number of Goblins you control.', '~ deals damage to target creature equal to the number of lands you control.',
      '~ deals damage equal to the number of creatures you control to target creature or planeswalker.',
    ],
    pattern: new RegExp(`^~ deals damage (?:to ${TARGET} equal to the number of (.+)|equal to the number of (.+) to ${TARGET})\\.$`),
    build: (m) => (m[1] !== undefined ? damageTo(m[1], m[2]) : damageTo(m[4], m[3])),
  },
];
