/**
 * Kicker (CR 702.33): "Kicker {2}{W}" — an additional cost its caster may pay as the spell is
 * cast — and the abilities linked to it (702.33e): "If ~ was kicked, ..." on an instant or
 * sorcery, "When ~ enters, if it was kicked, ..." on a permanent.
 */
import type { Effect } from '@arbiter/rules';
import { readEffect, type EffectPhrase } from './effect.phrase';
import { effectFits, isSpellCard, type LineRule } from './line-rule';
import { triggerRule } from './trigger.rule';

const KICKER = /^Kicker ((?:\{(?:\d+|[WUBRGC])\})+)$/;

export const kickerRule: LineRule = {
  name: 'kicker',
  examples: ['Kicker {4}', 'Kicker {2}{W}', 'Kicker {B}'],
  read: (line) => {
    const cost = KICKER.exec(line.text)?.[1];
    return cost === undefined ? null : { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'kicker', cost } }] };
  },
};

const upper = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
const sameTargets = (a: EffectPhrase, b: EffectPhrase): boolean => JSON.stringify(a.targets) === JSON.stringify(b.targets);

/**
 * What a spell does, kicked or not: "~ deals 2 damage to any target. If ~ was kicked, it deals 4
 * damage instead.", "... If ~ was kicked, instead search ...", "... If ~ was kicked, draw a card."
 */
function readKickedSpell(text: string): EffectPhrase | null {
  const m = /^(.+?\.) If ~ was kicked, (.+)$/.exec(text);
  if (m === null) return null;
  const unkicked = m[1] ?? '';
  const rest = m[2] ?? '';
  const base = readEffect(unkicked);
  if (base === null) return null;
  const damage = /^it deals (\d+) damage instead\.$/.exec(rest);
  const insteadText = damage !== null && /^~ deals \d+ damage to [^.]+\.$/.test(unkicked) ? unkicked.replace(/deals \d+ damage/, `deals ${damage[1] ?? ''} damage`) : rest.startsWith('instead ') ? upper(rest.slice('instead '.length)) : null;
  if (insteadText !== null) {
    const kicked = readEffect(insteadText);
    if (kicked === null || !sameTargets(base, kicked)) return null;
    return { effect: { kind: 'ifKicked', then: kicked.effect, otherwise: base.effect }, ...(base.targets === undefined ? {} : { targets: base.targets }) };
  }
  const more = readEffect(upper(rest));
  if (more === null || more.targets !== undefined) return null;
  const effect: Effect = { kind: 'sequence', effects: [base.effect, { kind: 'ifKicked', then: more.effect }] };
  return { effect, ...(base.targets === undefined ? {} : { targets: base.targets }) };
}

export const kickedSpellRule: LineRule = {
  name: 'kicked spell',
  examples: [
    '~ deals 2 damage to any target. If ~ was kicked, it deals 4 damage instead.', "Return target nonland permanent to its owner's hand. If ~ was kicked, draw a card.",
    'Search your library for a basic land card, put it onto the battlefield, then shuffle. If ~ was kicked, instead search your library for two basic land cards, put them onto the battlefield, then shuffle.',
  ],
  read: (line, card) => {
    if (!isSpellCard(card)) return null;
    const phrase = readKickedSpell(line.text);
    if (phrase === null || !effectFits(phrase.effect, card)) return null;
    return { abilities: [{ kind: 'spell', text: line.printed, effect: phrase.effect, ...(phrase.targets === undefined ? {} : { targets: phrase.targets }) }] };
  },
};

/** "When ~ enters, if it was kicked, ...": an intervening "if" (603.4) on the enters trigger. */
export const kickedEntersRule: LineRule = {
  name: 'kicked enters trigger',
  examples: ['When ~ enters, if it was kicked, target player sacrifices a creature.', 'When ~ enters, if it was kicked, return target creature card from your graveyard to the battlefield.'],
  read: (line, card) => {
    const m = /^When ~ enters, if it was kicked, (.+)$/.exec(line.text);
    if (m === null || isSpellCard(card)) return null;
    const reading = triggerRule.read({ printed: line.printed, text: `When ~ enters, ${m[1] ?? ''}` }, card);
    const ability = reading?.abilities[0];
    if (ability?.kind !== 'triggered' || reading?.abilities.length !== 1 || ability.trigger.kind !== 'selfEnters') return null;
    return { abilities: [{ ...ability, ifKicked: true }] };
  },
};
