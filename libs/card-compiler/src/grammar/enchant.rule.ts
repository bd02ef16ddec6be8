/**
 * Auras (CR 303.4): "Enchant creature" / "Enchant land", and what the Aura does to what it
 * enchants, in the engine's statics; Equipment and what it grants the equipped creature.
 */
import type { StaticAbility } from '@arbiter/rules';
import { PLAYED_KEYWORDS } from './keyword.rule';
import type { LineRule } from './line-rule';

/** "flying", "flying and first strike", "flying, vigilance, and lifelink": keywords the engine plays. */
function keywordList(text: string): string[] | null {
  const words = text.split(/, and |, | and /).map((w) => w.trim().toLowerCase());
  return words.every((w) => PLAYED_KEYWORDS.includes(w) && w !== 'flash') ? words : null;
}

/** "gets +1/+2", "gets +1/+1 and has flying", "has first strike", of the enchanted or equipped creature. */
function readGrant(text: string, subject: 'Enchanted' | 'Equipped'): StaticAbility | null {
  if (!text.startsWith(`${subject} creature `)) return null;
  const rest = text.slice(subject.length + ' creature '.length);
  const gets = /^gets ([+-]\d+)\/([+-]\d+)(?: and has (.+))?\.$/.exec(rest);
  if (gets !== null) {
    const keywords = gets[3] === undefined ? [] : keywordList(gets[3]);
    return keywords === null ? null : { kind: 'attachedCreatureGets', power: Number((gets[1] ?? '').replace('+', '')), toughness: Number((gets[2] ?? '').replace('+', '')), keywords };
  }
  const has = /^has (.+)\.$/.exec(rest);
  const keywords = has === null ? null : keywordList(has[1] ?? '');
  return keywords === null ? null : { kind: 'attachedCreatureGets', power: 0, toughness: 0, keywords };
}

export const enchantRule: LineRule = {
  name: 'enchant',
  examples: ['Enchant creature', 'Enchant land'],
  read: (line, card) => {
    if (!card.subtypes.includes('Aura')) return null;
    if (line.text === 'Enchant creature') return { abilities: [{ kind: 'keyword', text: 'Enchant creature' }], enchant: 'creature' };
    if (line.text === 'Enchant land') return { abilities: [{ kind: 'keyword', text: 'Enchant land' }], enchant: 'land' };
    return null;
  },
};

export const enchantedCreatureRule: LineRule = {
  name: 'enchanted creature',
  examples: ["Enchanted creature can't attack or block.", 'Enchanted creature gets +2/+2.', 'Enchanted creature gets +1/+1 and has flying.', 'Enchanted creature has first strike and trample.', 'Enchanted creature gets +2/+0 and has flying, vigilance, and lifelink.'],
  read: (line, card) => {
    if (!card.subtypes.includes('Aura')) return null;
    if (line.text === "Enchanted creature can't attack or block.") {
      return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'enchantedCreatureCantAttackOrBlock' } }] };
    }
    const grant = readGrant(line.text, 'Enchanted');
    return grant === null ? null : { abilities: [{ kind: 'static', text: line.printed, static: grant }] };
  },
};

/** Equipment (CR 301.5, 702.6a): "Equip {N}" and what the equipped creature gets. */
export const equipmentRule: LineRule = {
  name: 'equipment',
  examples: ['Equip {2}', 'Equip {1}{W}', 'Equipped creature gets +2/+0.', 'Equipped creature gets +1/+1 and has vigilance.', 'Equipped creature has first strike.'],
  read: (line, card) => {
    if (!card.subtypes.includes('Equipment')) return null;
    const equip = /^Equip ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line.text);
    if (equip !== null) {
      return {
        abilities: [
          {
            kind: 'activated', text: line.printed, cost: [{ kind: 'mana', cost: equip[1] ?? '' }], effect: { kind: 'attachSourceToTarget' },
            targets: { kind: 'creatureYouControl' }, sorcerySpeed: true,
          },
        ],
      };
    }
    const grant = readGrant(line.text, 'Equipped');
    return grant === null ? null : { abilities: [{ kind: 'static', text: line.printed, static: grant }] };
  },
};
