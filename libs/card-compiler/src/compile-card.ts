/**
 * The compiler: a card record in, a complete definition in the engine's vocabulary out, or "not
 * modeled" with every line it could not read. It never throws and never models a card with a
 * line left out.
 */
import { defineCard, intrinsicManaAbility, type Ability, type CardDefinition, type ManaType } from '@arbiter/rules';
import type { CardRecord } from './card-record';
import { isPlainManaCost } from './grammar/cost.phrase';
import { LINE_RULES } from './grammar/grammar';
import { modalLinesNotUnderstood, withEntwine } from './grammar/modal.rule';
import type { CardShape, LineReading } from './grammar/line-rule';
import { rulesLines, type RulesLine } from './rules-text.lexer';
import { parseTypeLine } from './type-line.parser';

export type CompileResult =
  | { readonly modeled: true; readonly definition: CardDefinition }
  /** `reason` says why; `lines` are the card's lines not understood (canonical wording, "~" for its name). */
  | { readonly modeled: false; readonly reason: string; readonly lines: readonly string[] };

const notModeled = (reason: string, lines: readonly string[] = []): CompileResult => ({ modeled: false, reason, lines });

/** Basic land types and their intrinsic mana abilities (CR 305.6). */
const BASIC_LAND_TYPES: Readonly<Record<string, ManaType>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : null;
}

function readLine(line: RulesLine, card: CardShape): LineReading | null {
  for (const rule of LINE_RULES) {
    const reading = rule.read(line, card);
    if (reading !== null) return reading;
  }
  return null;
}

/** Several spell lines are one spell ability (CR 113.3a): their effects in order, one target at most. */
function mergeSpellAbilities(entries: (readonly Ability[])[]): (readonly Ability[])[] | null {
  const spells = entries.flat().filter((a) => a.kind === 'spell');
  if (spells.length <= 1) return entries;
  // A modal spell's modes are chosen as it is cast (601.2b): it is the whole spell ability or nothing.
  if (spells.some((s) => s.effect.kind === 'modal')) return null;
  if (spells.filter((s) => s.targets !== undefined).length > 1) return null;
  const targets = spells.find((s) => s.targets !== undefined)?.targets;
  const merged: Ability = {
    kind: 'spell',
    text: spells.map((s) => s.text).join('\n'),
    effect: { kind: 'sequence', effects: spells.map((s) => s.effect) },
    ...(targets === undefined ? {} : { targets }),
  };
  const out: (readonly Ability[])[] = [];
  let placed = false;
  for (const entry of entries) {
    if (entry.some((a) => a.kind === 'spell')) {
      if (!placed) out.push([merged]);
      placed = true;
    } else out.push(entry);
  }
  return out;
}

/**
 * Compiles one record.
 *
 * @example
 * compileCard({ name: 'Shock', mana_cost: '{R}', type_line: 'Instant', layout: 'CardImpl', text: 'Shock deals 2 damage to any target.' })
 * // { modeled: true, definition: { name: 'Shock', abilities: [{ kind: 'spell', effect: { kind: 'dealDamage', amount: 2, ... } }] } }
 */
export function compileCard(record: CardRecord): CompileResult {
  if (record.layout !== undefined && record.layout !== 'CardImpl') return notModeled(`layout: ${record.layout} (only ordinary one-faced cards)`);
  if (record.text_source?.endsWith(':no-text') === true) return notModeled('text unknown: the data file has no rules text for it');
  const typeLine = parseTypeLine(record.type_line);
  if (typeof typeLine === 'string') return notModeled(`type: ${typeLine} is not in the engine`);
  const manaCost = record.mana_cost;
  if (manaCost !== undefined && !isPlainManaCost(manaCost)) return notModeled(`mana cost: ${manaCost} has a symbol the engine does not pay`);
  const creature = typeLine.types.includes('Creature');
  const power = wholeNumber(record.power);
  const toughness = wholeNumber(record.toughness);
  if (creature && (power === null || toughness === null)) return notModeled(`power/toughness: ${record.power ?? '?'}/${record.toughness ?? '?'} is not a number`);

  const shape: CardShape = { name: record.name, types: typeLine.types, subtypes: typeLine.subtypes };
  const lines = rulesLines(record.text ?? '', record.name, typeLine.supertypes.includes('Legendary'));
  const entries: (readonly Ability[])[] = [];
  const notUnderstood: string[] = [];
  let enchant: 'land' | 'creature' | undefined;
  if (typeLine.types.includes('Land')) {
    for (const subtype of typeLine.subtypes) {
      const symbol = BASIC_LAND_TYPES[subtype];
      if (symbol !== undefined) entries.push([intrinsicManaAbility(symbol)]);
    }
  }
  for (const line of lines) {
    const reading = readLine(line, shape);
    if (reading === null) notUnderstood.push(...(line.modes === undefined ? [line.text] : modalLinesNotUnderstood(line, shape)));
    else {
      entries.push(reading.abilities);
      if (reading.enchant !== undefined) enchant = reading.enchant;
    }
  }
  if (notUnderstood.length > 0) return notModeled('lines not understood', notUnderstood);
  const merged = mergeSpellAbilities(entries);
  if (merged === null) return notModeled('spell: two of its parts take targets, or a modal part has another instruction beside it', lines.map((l) => l.text));
  // Entwine gives its cost to the modal spell's modes (702.42a).
  const abilities = withEntwine(merged);
  if (abilities === null) return notModeled('entwine/escalate: not on a modal spell it could apply to', lines.map((l) => l.text));
  const isSpell = typeLine.types.includes('Instant') || typeLine.types.includes('Sorcery');
  if (isSpell && !abilities.flat().some((a) => a.kind === 'spell')) return notModeled('spell: an instant or sorcery without an effect');
  if (typeLine.subtypes.includes('Aura') !== (enchant !== undefined)) return notModeled('aura: an Aura needs exactly its "Enchant" line');

  return {
    modeled: true,
    definition: defineCard({
      name: record.name,
      ...(manaCost === undefined || manaCost === '' ? {} : { manaCost }),
      types: typeLine.types,
      supertypes: typeLine.supertypes,
      subtypes: typeLine.subtypes,
      ...(creature && power !== null && toughness !== null ? { power, toughness } : {}),
      oracle: record.text ?? '',
      abilities,
      ...(enchant === undefined ? {} : { enchant }),
    }),
  };
}
