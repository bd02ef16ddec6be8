/**
 * Modal spells and triggered abilities (CR 700.2): "Choose one —", "Choose two —", "Choose one or
 * both —", "Choose one or more —", with a bulleted mode under it for each option (the lexer puts
 * the bullets in the line's `modes`). Each mode is an effect sentence the grammar reads, with its
 * own targets (700.2c). A modal triggered ability's condition is read by the trigger rule itself,
 * so every trigger it knows has its modal form.
 */
import type { Ability, Effect, Mode, TriggeredAbility } from '@arbiter/rules';
import { isPlainManaCost } from './cost.phrase';
import type { RulesLine } from '../rules-text.lexer';
import { readEffect } from './effect.phrase';
import { effectFits, isSpellCard, type CardShape, type LineRule } from './line-rule';
import { triggerRule } from './trigger.rule';
import { watcherTriggerRule } from './watcher-trigger.rule';

/** How many modes the words ask for: [min, max], max null for "or more" (all of them). */
const COUNTS: Readonly<Record<string, readonly [number, number | null]>> = {
  one: [1, 1],
  two: [2, 2],
  three: [3, 3],
  'one or both': [1, 2],
  'one or more': [1, null],
};

const HEADER = /^(?:(.+), )?[Cc]hoose (one or both|one or more|one|two|three)(?: —|(\. You may choose the same mode more than once\.))$/;

/** The modes of a line, read; null if one of them is not understood. */
function readModes(modes: readonly RulesLine[], card: CardShape): Mode[] | null {
  const out: Mode[] = [];
  for (const line of modes) {
    const phrase = readEffect(line.text);
    if (phrase === null || !effectFits(phrase.effect, card)) return null;
    out.push({ text: line.printed, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) });
  }
  return out;
}

/**
 * The modal effect of a header and its modes, or null if the count does not fit the modes: as
 * many modes as asked for, unless the same mode may be chosen more than once (700.2d).
 */
function modalEffect(count: string, modes: readonly Mode[], repeatable: boolean): Effect | null {
  const words = COUNTS[count];
  if (words === undefined || modes.length < 2) return null;
  const [min, max] = words;
  const most = max ?? modes.length;
  if (most > modes.length && !repeatable) return null;
  return { kind: 'modal', min, max: most, modes, ...(repeatable ? { repeatable } : {}) };
}

const abilityText = (line: RulesLine): string => [line.printed, ...(line.modes ?? []).map((m) => m.printed)].join('\n');

/** The trigger part of "When ~ enters, choose one —", read by the trigger rule with a stand-in instruction. */
function triggerOf(prefix: string, card: CardShape): TriggeredAbility | null {
  const probe = `${prefix}, draw a card.`;
  const read = triggerRule.read({ printed: probe, text: probe }, card) ?? watcherTriggerRule.read({ printed: probe, text: probe }, card);
  const ability = read?.abilities[0];
  return read?.abilities.length === 1 && ability?.kind === 'triggered' && ability.targets === undefined ? ability : null;
}

/** "Choose one —" with its modes on an instant or sorcery: the spell ability (113.3a). */
export const modalSpellRule: LineRule = {
  name: 'modal spell',
  examples: [
    'Choose one —\n• ~ deals 3 damage to target creature.\n• Destroy target artifact.',
    'Choose one or both —\n• Destroy target artifact.\n• Destroy target enchantment.',
    'Choose three. You may choose the same mode more than once.\n• Create a 2/2 white Knight creature token with vigilance.\n• Exile target enchantment.\n• You gain 5 life.',
  ],
  read: (line, card) => {
    const m = HEADER.exec(line.text);
    if (!isSpellCard(card) || m === null || m[1] !== undefined || line.modes === undefined) return null;
    const modes = readModes(line.modes, card);
    const effect = modes === null ? null : modalEffect(m[2] ?? '', modes, m[3] !== undefined);
    return effect === null ? null : { abilities: [{ kind: 'spell', text: abilityText(line), effect }] };
  },
};

/** "When ~ enters, choose one —" with its modes on a permanent: a modal triggered ability (603.3c). */
export const modalTriggerRule: LineRule = {
  name: 'modal trigger',
  examples: ['When ~ enters, choose one —\n• Destroy target artifact.\n• Destroy target enchantment.', 'Whenever a land you control enters, choose one —\n• Create a 2/2 white Cat Beast creature token.\n• Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.'],
  read: (line, card) => {
    const m = HEADER.exec(line.text);
    // A trigger's modes are chosen once each (its `modes` choice takes no repeats, 700.2d).
    if (isSpellCard(card) || m === null || m[1] === undefined || m[3] !== undefined || line.modes === undefined) return null;
    const modes = readModes(line.modes, card);
    const effect = modes === null ? null : modalEffect(m[2] ?? '', modes, false);
    const trigger = effect === null ? null : triggerOf(m[1], card);
    return trigger === null || effect === null ? null : { abilities: [{ ...trigger, text: abilityText(line), effect }] };
  },
};

/** "Entwine {2}" (702.42a), "Escalate {1}" (702.120a): keywords of a modal spell, whose costs `withEntwine` gives the spell's modes. */
export const entwineRule: LineRule = {
  name: 'entwine',
  examples: ['Entwine {2}', 'Entwine {1}{B}', 'Escalate {1}', 'Escalate {G}'],
  read: (line, card) => {
    const m = ENTWINE.exec(line.text);
    const cost = m?.[1];
    if (!isSpellCard(card) || cost === undefined || !isPlainManaCost(cost) || cost.includes('{X}')) return null;
    return { abilities: [{ kind: 'keyword', text: line.printed }] };
  },
};

const ENTWINE = /^(?:Entwine|Escalate) ((?:\{[^}]+\})+)$/;

/**
 * A card's entries (one per Oracle line) with the entwine or escalate cost on its modal spell's
 * modes, or null when the keyword is not on a modal spell it could apply to: entwine needs more
 * modes than the number specified, escalate a choice of more than one.
 */
export function withEntwine(entries: readonly (readonly Ability[])[]): (readonly Ability[])[] | null {
  const all = entries.flat();
  const keywords = all.filter((a) => a.kind === 'keyword' && ENTWINE.test(a.text));
  if (keywords.length === 0) return [...entries];
  const spell = all.find((a) => a.kind === 'spell');
  if (keywords.length > 1 || spell?.kind !== 'spell' || spell.effect.kind !== 'modal') return null;
  const text = keywords[0]?.text ?? '';
  const cost = ENTWINE.exec(text)?.[1];
  const modal = spell.effect;
  if (cost === undefined || modal.repeatable === true) return null;
  const entwine = text.startsWith('Entwine ');
  if (entwine ? modal.max >= modal.modes.length : modal.max < 2) return null;
  const withCost: Ability = { ...spell, effect: { ...modal, ...(entwine ? { entwine: cost } : { escalate: cost }) } };
  return entries.map((entry) => entry.map((a) => (a === spell ? withCost : a)));
}

/**
 * What to report of a modal line not understood: its header when it is not one the grammar reads,
 * and its modes not understood, as lines of their own (so that the coverage report counts them with
 * the same sentences elsewhere); the header alone when nothing else is wrong.
 */
export function modalLinesNotUnderstood(line: RulesLine, card: CardShape): string[] {
  const unread = (line.modes ?? []).filter((mode) => {
    const phrase = readEffect(mode.text);
    return phrase === null || !effectFits(phrase.effect, card);
  });
  const out = [...(HEADER.test(line.text) ? [] : [line.text]), ...unread.map((mode) => mode.text)];
  return out.length > 0 ? out : [line.text];
}
