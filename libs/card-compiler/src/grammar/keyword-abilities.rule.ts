/**
 * Keyword abilities that stand for a triggered or activated ability (CR 702): each line is the
 * keyword alone, read into the ability the CR says it means.
 */
import type { Ability } from '@arbiter/rules';
import { isSpellCard, type LineRule } from './line-rule';

/** Exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn." */
export const exaltedRule: LineRule = {
  name: 'exalted',
  examples: ['Exalted'],
  read: (line) => {
    if (line.text !== 'Exalted') return null;
    const ability: Ability = {
      kind: 'triggered', text: line.printed, trigger: { kind: 'creatureYouControlAttacksAlone' }, effect: { kind: 'pumpTriggeringCreature', power: 1, toughness: 1 },
    };
    return { abilities: [ability] };
  },
};

/** Affinity for artifacts (702.41a): "This spell costs {1} less to cast for each artifact you control." */
export const affinityRule: LineRule = {
  name: 'affinity for artifacts',
  examples: ['Affinity for artifacts'],
  read: (line) =>
    line.text === 'Affinity for artifacts' ? { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'affinityForArtifacts' } }] } : null,
};

const FLASHBACK = /^Flashback ((?:\{(?:\d+|[WUBRGC])\})+)$/;

/** Flashback (702.34a) on an instant or sorcery: cast it from the graveyard for this cost, then it is exiled. */
export const flashbackRule: LineRule = {
  name: 'flashback',
  examples: ['Flashback {2}{R}', 'Flashback {1}{G}', 'Flashback {5}{B}{B}'],
  read: (line, card) => {
    const cost = FLASHBACK.exec(line.text)?.[1];
    if (cost === undefined || !isSpellCard(card)) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'flashback', cost } }] };
  },
};

/** Flanking (702.25a): "Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn." */
export const flankingRule: LineRule = {
  name: 'flanking',
  examples: ['Flanking'],
  read: (line) =>
    line.text === 'Flanking'
      ? { abilities: [{ kind: 'triggered', text: line.printed, trigger: { kind: 'blockedByCreatureWithoutFlanking' }, effect: { kind: 'pumpTriggeringCreature', power: -1, toughness: -1 } }] }
      : null,
};

/** Bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn." */
export const bushidoRule: LineRule = {
  name: 'bushido',
  examples: ['Bushido 1', 'Bushido 2'],
  read: (line) => {
    const n = /^Bushido (\d+)$/.exec(line.text)?.[1];
    if (n === undefined) return null;
    return { abilities: [{ kind: 'triggered', text: line.printed, trigger: { kind: 'selfBlocksOrBecomesBlocked' }, effect: { kind: 'pumpSource', power: Number(n), toughness: Number(n) } }] };
  },
};

/** Convoke (702.51a): creatures its caster taps pay for part of its cost. */
export const convokeRule: LineRule = {
  name: 'convoke',
  examples: ['Convoke'],
  read: (line) => (line.text === 'Convoke' ? { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'convoke' } }] } : null),
};

/**
 * Undying (702.93a) and persist (702.79a) on a creature. Undying: "When this permanent is put into a graveyard from the
 * battlefield, if it had no +1/+1 counters on it, return it to the battlefield under its owner's
 * control with a +1/+1 counter on it."
 */
export const undyingRule: LineRule = {
  name: 'undying',
  examples: ['Undying', 'Persist'],
  read: (line, card) => {
    // Persist (702.79a) is the same with -1/-1 counters.
    const counter = line.text === 'Undying' ? '+1/+1' : line.text === 'Persist' ? '-1/-1' : null;
    if (counter === null || !card.types.includes('Creature')) return null;
    return {
      abilities: [
        { kind: 'triggered', text: line.printed, trigger: { kind: 'selfDies' }, ifSourceHadNoCounters: counter, effect: { kind: 'returnSourceFromGraveyardWithCounter', counter } },
      ],
    };
  },
};

/** Toxic N (702.164a-c): combat damage it deals to a player also gives that player N poison counters. */
export const toxicRule: LineRule = {
  name: 'toxic',
  examples: ['Toxic 1', 'Toxic 2'],
  read: (line) => {
    const n = /^Toxic (\d+)$/.exec(line.text)?.[1];
    return n === undefined ? null : { abilities: [{ kind: 'keyword', text: `Toxic ${n}` }] };
  },
};

/** Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first." */
export const rampageRule: LineRule = {
  name: 'rampage',
  examples: ['Rampage 1', 'Rampage 2'],
  read: (line) => {
    const n = /^Rampage (\d+)$/.exec(line.text)?.[1];
    if (n === undefined) return null;
    return { abilities: [{ kind: 'triggered', text: line.printed, trigger: { kind: 'selfBecomesBlocked' }, effect: { kind: 'pumpSourcePerBlockerBeyondFirst', power: Number(n), toughness: Number(n) } }] };
  },
};

/** Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn." */
export const battleCryRule: LineRule = {
  name: 'battle cry',
  examples: ['Battle cry'],
  read: (line) =>
    line.text === 'Battle cry'
      ? { abilities: [{ kind: 'triggered', text: line.printed, trigger: { kind: 'selfAttacks' }, effect: { kind: 'pumpOtherAttackers', power: 1, toughness: 0 } }] }
      : null,
};
