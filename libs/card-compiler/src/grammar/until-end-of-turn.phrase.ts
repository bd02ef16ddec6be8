/**
 * "Until end of turn" changes (CR 514.2): a creature or a group of creatures gets +N/+N and/or
 * gains keyword abilities the engine plays (613.4c, 613.1f). A group is the creatures there as
 * the effect begins (611.2c). And restrictions for the turn: "can't block this turn" (611.2a).
 */
import type { CreatureGroup, Effect, TargetSpec } from '@arbiter/rules';
import type { EffectPhrase, SentenceRule } from './sentence-rule';
import { PLAYED_KEYWORDS } from './keyword.rule';
import { readTarget } from './target.phrase';

/** Target kinds that are creatures on the battlefield. */
const CREATURE_TARGETS: ReadonlySet<TargetSpec['kind']> = new Set(['creature', 'creatureYouControl', 'creatureAnOpponentControls', 'creatureWith', 'creatureWithPower']);

/** "Target creature", "Target creature you control", ...: the target phrase without its capital. */
const TARGET_CREATURE = "Target (creature(?: you control| an opponent controls| you don't control| with flying| without flying| with power \\d+ or (?:greater|less))?|(?:attacking or blocking|attacking|blocking|tapped|untapped|nonartifact|nonwhite|nonblue|nonblack|nonred|nongreen) creature)";
const PT = '([+-]\\d+)\\/([+-]\\d+)';
/** A list of keywords: "flying", "first strike and trample", "flying, vigilance, and lifelink". */
const KEYWORDS = '([a-z ,]+?)';

/** The keywords of a list, lowercased, if the engine plays each of them (never flash: it works from the hand). */
export function grantableKeywords(text: string): string[] | null {
  const words = text.split(/, and |, | and /).map((w) => w.trim().toLowerCase());
  return words.length > 0 && words.every((w) => PLAYED_KEYWORDS.includes(w) && w !== 'flash') ? words : null;
}

const signed = (s: string | undefined): number => Number((s ?? '').replace('+', ''));

const GROUPS: Readonly<Record<string, CreatureGroup>> = {
  'Creatures you control': 'youControl',
  'Other creatures you control': 'otherYouControl',
  'All creatures': 'all',
  'Creatures your opponents control': 'opponentsControl',
  'Attacking creatures': 'attacking',
  'Attacking creatures you control': 'attackingYouControl',
};
const GROUP = `(${Object.keys(GROUPS).sort((a, b) => b.length - a.length).join('|')})`;

/** "gets +1/+1 and gains flying", "gets +2/+0", "gains haste": the change to one creature. */
function change(to: 'source' | 'target', pt: [string | undefined, string | undefined], keywordText: string | undefined): Effect | null {
  const keywords = keywordText === undefined ? [] : grantableKeywords(keywordText);
  if (keywords === null) return null;
  const parts: Effect[] = [];
  if (pt[0] !== undefined) {
    const power = signed(pt[0]);
    const toughness = signed(pt[1]);
    parts.push(to === 'source' ? { kind: 'pumpSource', power, toughness } : { kind: 'pumpTarget', power, toughness });
  }
  if (keywords.length > 0) parts.push({ kind: 'gainKeywords', to, keywords });
  const [only] = parts;
  if (only === undefined) return null;
  return parts.length === 1 ? only : { kind: 'sequence', effects: parts };
}

function targetedChange(phrase: string | undefined, pt: [string | undefined, string | undefined], keywordText: string | undefined): EffectPhrase | null {
  const targets = readTarget(`target ${phrase ?? ''}`);
  const effect = change('target', pt, keywordText);
  return targets === null || effect === null || !CREATURE_TARGETS.has(targets.kind) ? null : { effect, targets };
}

export const UNTIL_END_OF_TURN_RULES: readonly SentenceRule[] = [
  {
    name: "this creature or a target creature can't block, or can't be blocked, this turn",
    examples: ["Target creature can't block this turn.", "~ can't be blocked this turn.", "Target creature can't be blocked this turn.", "~ can't block this turn.", "Target creature you control can't be blocked this turn."],
    pattern: new RegExp(`^(?:(~)|${TARGET_CREATURE}) can't (block|be blocked) this turn\\.$`),
    build: (m) => {
      const restriction = m[3] === 'block' ? 'cantBlock' : 'cantBeBlocked';
      if (m[1] === '~') return { effect: { kind: 'restrictThisTurn', to: 'source', restriction } };
      const targets = readTarget(`target ${m[2] ?? ''}`);
      return targets === null || !CREATURE_TARGETS.has(targets.kind) ? null : { effect: { kind: 'restrictThisTurn', to: 'target', restriction }, targets };
    },
  },
  {
    name: 'this creature gains keywords until end of turn',
    examples: ['~ gains flying until end of turn.', '~ gains first strike until end of turn.', '~ gains trample and haste until end of turn.'],
    pattern: new RegExp(`^~ gains ${KEYWORDS} until end of turn\\.$`),
    build: (m) => {
      const effect = change('source', [undefined, undefined], m[1]);
      return effect === null ? null : { effect };
    },
  },
  {
    name: 'this creature gets +N/+N and gains keywords until end of turn',
    examples: ['~ gets +1/+0 and gains first strike until end of turn.', '~ gets +2/+2 and gains trample until end of turn.'],
    pattern: new RegExp(`^~ gets ${PT} and gains ${KEYWORDS} until end of turn\\.$`),
    build: (m) => {
      const effect = change('source', [m[1], m[2]], m[3]);
      return effect === null ? null : { effect };
    },
  },
  {
    name: 'target creature gains keywords until end of turn',
    examples: ['Target creature gains flying until end of turn.', 'Target creature you control gains indestructible until end of turn.', 'Target creature gains first strike and lifelink until end of turn.'],
    pattern: new RegExp(`^${TARGET_CREATURE} gains ${KEYWORDS} until end of turn\\.$`),
    build: (m) => targetedChange(m[1], [undefined, undefined], m[2]),
  },
  {
    name: 'a target creature of a kind gets +N/+N until end of turn',
    examples: ['Target attacking creature gets +2/+2 until end of turn.', 'Target blocking creature gets +3/+3 until end of turn.', 'Target creature with flying gets -2/-2 until end of turn.'],
    pattern: new RegExp(`^${TARGET_CREATURE} gets ${PT} until end of turn\\.$`),
    build: (m) => targetedChange(m[1], [m[2], m[3]], undefined),
  },
  {
    name: 'target creature gets +N/+N and gains keywords until end of turn',
    examples: ['Target creature gets +3/+3 and gains trample until end of turn.', 'Target creature gets +2/+0 and gains first strike until end of turn.', 'Target creature you control gets +1/+1 and gains indestructible until end of turn.'],
    pattern: new RegExp(`^${TARGET_CREATURE} gets ${PT} and gains ${KEYWORDS} until end of turn\\.$`),
    build: (m) => targetedChange(m[1], [m[2], m[3]], m[4]),
  },
  {
    name: 'a group of creatures gets +N/+N and/or gains keywords until end of turn',
    examples: [
      'Creatures you control get +1/+1 until end of turn.', 'Creatures you control gain flying until end of turn.', 'Creatures you control get +2/+2 and gain trample until end of turn.',
      'All creatures get -1/-1 until end of turn.', 'Other creatures you control get +1/+0 until end of turn.', 'Creatures your opponents control get -1/-1 until end of turn.',
      'Attacking creatures get +2/+0 until end of turn.', 'Attacking creatures you control get +1/+1 until end of turn.',
    ],
    pattern: new RegExp(`^${GROUP} (?:get ${PT}(?: and gain ${KEYWORDS})?|gain ${KEYWORDS}) until end of turn\\.$`),
    build: (m) => {
      const which = GROUPS[m[1] ?? ''];
      const keywordText = m[4] ?? m[5];
      const keywords = keywordText === undefined ? [] : grantableKeywords(keywordText);
      if (which === undefined || keywords === null) return null;
      return { effect: { kind: 'pumpCreatures', which, power: m[2] === undefined ? 0 : signed(m[2]), toughness: m[3] === undefined ? 0 : signed(m[3]), keywords } };
    },
  },
];
