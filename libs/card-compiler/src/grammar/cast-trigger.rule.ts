/**
 * Spell-cast triggers by color or subtype (601.2i): "Whenever you cast a white spell, ...",
 * "Whenever you cast a noncreature or Dragon spell, ...", "Whenever an opponent casts a white or
 * blue instant or sorcery spell, ~ deals 2 damage to that player." — "that player" being the caster.
 */
import type { Effect, ManaType, TriggerCondition } from '@arbiter/rules';
import { creatureType } from './creature-types.phrase';
import { readEffect, type EffectPhrase } from './effect.phrase';
import { effectFits, isSpellCard, type LineRule } from './line-rule';

const COLORS: Readonly<Record<string, ManaType>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const COLOR = '(?:white|blue|black|red|green)';
/** "white", "white or blue", "white, blue, black, or red". */
const COLOR_LIST = `(${COLOR}(?:(?:, ${COLOR})*,? or ${COLOR})?)`;

/**
 * The colors of a list.
 *
 * @example
 * readColors('white or blue') // ['W', 'U']
 */
export function readColors(list: string): ManaType[] | null {
  const colors = list.split(/, or |, | or /).map((w) => COLORS[w]);
  return colors.every((c): c is ManaType => c !== undefined) ? colors : null;
}

interface CastTrigger {
  readonly pattern: RegExp;
  readonly trigger: (m: RegExpExecArray) => TriggerCondition | null;
  /** Whether the trigger knows the caster, for "that player". */
  readonly caster: boolean;
}

const CAST_TRIGGERS: readonly CastTrigger[] = [
  {
    pattern: new RegExp(`^Whenever you cast an? ${COLOR_LIST} spell, (.+)$`),
    trigger: (m) => {
      const colors = readColors(m[1] ?? '');
      return colors === null ? null : { kind: 'youCastSpell', spell: 'any', colors };
    },
    caster: false,
  },
  {
    pattern: /^Whenever you cast a noncreature or ([A-Z][a-z]+) spell, (.+)$/,
    trigger: (m) => {
      const subtype = creatureType(m[1] ?? '');
      return subtype === null ? null : { kind: 'youCastSpell', spell: 'noncreature', orSubtype: subtype };
    },
    caster: false,
  },
  {
    pattern: new RegExp(`^Whenever (an opponent|a player) casts an? ${COLOR_LIST} (instant or sorcery |creature |noncreature )?spell, (.+)$`),
    trigger: (m) => {
      const colors = readColors(m[2] ?? '');
      const spell = m[3] === 'instant or sorcery ' ? 'instantOrSorcery' : m[3] === 'creature ' ? 'creature' : m[3] === 'noncreature ' ? 'noncreature' : 'any';
      return colors === null ? null : { kind: 'spellCast', caster: m[1] === 'a player' ? 'any' : 'opponent', spell, colors };
    },
    caster: true,
  },
];

/** "~ deals 2 damage to that player.": the caster the trigger names. */
function damageToCaster(text: string): EffectPhrase | null {
  const m = /^~ deals (\d+) damage to that player\.$/.exec(text);
  const effect: Effect | null = m === null ? null : { kind: 'dealDamage', amount: Number(m[1]), to: 'triggeringPlayer' };
  return effect === null ? null : { effect };
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const castTriggerRule: LineRule = {
  name: 'spell-cast triggers by color or subtype',
  examples: [
    'Whenever you cast a white spell, you gain 1 life.',
    'Whenever you cast a noncreature or Dragon spell, ~ deals 1 damage to each opponent.',
    'Whenever an opponent casts a white or blue instant or sorcery spell, ~ deals 2 damage to that player.',
  ],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    for (const t of CAST_TRIGGERS) {
      const m = t.pattern.exec(line.text);
      if (m === null) continue;
      const words = capitalise(m[m.length - 1] ?? '');
      const phrase = (t.caster ? damageToCaster(words) : null) ?? readEffect(words);
      const trigger = t.trigger(m);
      if (phrase === null || trigger === null || !effectFits(phrase.effect, card)) return null;
      return { abilities: [{ kind: 'triggered', text: line.printed, trigger, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) }] };
    }
    return null;
  },
};
