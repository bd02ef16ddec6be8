/**
 * Creature tokens (CR 111): "Create two 1/1 white Soldier creature tokens with flying." Each token
 * kind has a self-describing name ("Soldier Token 1/1 white with flying"), from which the card pool
 * defines it — so a token needs no card file and replays find it by name alone.
 */
import { defineCard, type Amount, type CardDefinition, type CardType, type ManaType } from '@arbiter/rules';
import { PLAYED_KEYWORDS } from './keyword.rule';
import { NUMBER, readNumber } from './numbers.phrase';

const COLORS: Readonly<Record<string, ManaType | null>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: null };
const COLOR = '(white|blue|black|red|green|colorless)';

/** What a token is. */
export interface TokenSpec {
  readonly subtypes: readonly string[];
  readonly power: number;
  readonly toughness: number;
  readonly colors: readonly string[];
  readonly artifact: boolean;
  readonly keywords: readonly string[];
}

/** The token's name: "Wurm Token 5/5 green with trample". */
export function tokenName(t: TokenSpec): string {
  const kinds = `${t.colors.join(' and ')}${t.artifact ? ' artifact' : ''}`;
  return `${t.subtypes.join(' ')} Token ${t.power}/${t.toughness} ${kinds}${t.keywords.length > 0 ? ` with ${t.keywords.join(', ')}` : ''}`;
}

function readKeywords(text: string | undefined): string[] | null {
  if (text === undefined) return [];
  const words = text.split(/, and |, | and /).map((w) => w.trim().toLowerCase());
  return words.every((w) => PLAYED_KEYWORDS.includes(w) && w !== 'flash') ? words : null;
}

const CREATE = new RegExp(
  `^Create (X|${NUMBER.slice(1, -1)}) (\\d+)/(\\d+) ${COLOR}(?: and ${COLOR})? ((?:[A-Z][a-z]+ )+)(artifact )?creature tokens?(?: with ([a-z ,]+))?\\.$`,
);

/**
 * @example
 * readCreateTokens('Create two 1/1 white Soldier creature tokens.') // { amount: 2, token: { subtypes: ['Soldier'], power: 1, ... } }
 */
export function readCreateTokens(sentence: string): { amount: Amount; token: TokenSpec } | null {
  const m = CREATE.exec(sentence);
  if (m === null) return null;
  const amount: Amount | null = m[1] === 'X' ? { kind: 'x' } : readNumber(m[1] ?? '');
  const keywords = readKeywords(m[8]);
  if (amount === null || keywords === null) return null;
  const colors = [m[4], m[5]].filter((c): c is string => c !== undefined);
  if (colors.includes('colorless') && colors.length > 1) return null;
  return {
    amount,
    token: { subtypes: (m[6] ?? '').trim().split(' '), power: Number(m[2]), toughness: Number(m[3]), colors, artifact: m[7] !== undefined, keywords },
  };
}

const NAME = new RegExp(`^((?:[A-Z][a-z]+ )+)Token (\\d+)/(\\d+) ${COLOR}(?: and ${COLOR})?( artifact)?(?: with ([a-z ,]+))?$`);

/**
 * The definition of a token from its name, or null if the name is not a token name.
 *
 * @example
 * tokenFromName('Soldier Token 1/1 white')?.power // 1
 */
export function tokenFromName(name: string): CardDefinition | null {
  const m = NAME.exec(name);
  if (m === null) return null;
  const keywords = m[7] === undefined ? [] : m[7].split(', ');
  if (!keywords.every((k) => PLAYED_KEYWORDS.includes(k) && k !== 'flash')) return null;
  const spec: TokenSpec = {
    subtypes: (m[1] ?? '').trim().split(' '), power: Number(m[2]), toughness: Number(m[3]),
    colors: [m[4], m[5]].filter((c): c is string => c !== undefined), artifact: m[6] !== undefined, keywords,
  };
  if (tokenName(spec) !== name) return null;
  const types: CardType[] = spec.artifact ? ['Artifact', 'Creature'] : ['Creature'];
  const oracle = keywords.map((k) => k.charAt(0).toUpperCase() + k.slice(1)).join(', ');
  return defineCard({
    name, types, subtypes: spec.subtypes, power: spec.power, toughness: spec.toughness, token: true,
    colors: spec.colors.map((c) => COLORS[c]).filter((c): c is ManaType => c !== null && c !== undefined),
    oracle, abilities: keywords.length === 0 ? [] : [keywords.map((k) => ({ kind: 'keyword' as const, text: k.charAt(0).toUpperCase() + k.slice(1) }))],
  });
}
