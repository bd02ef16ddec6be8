/** One card for a terminal: its printed text, then its definition or the lines not understood. */
import type { CardLookup, CardRecord } from '@arbiter/card-compiler';
import type { Ability, CardDefinition } from '@arbiter/rules';

function abilityText(a: Ability & { readonly number: number }): string {
  const { number, text, kind, ...rest } = a;
  return `  ${number}. [${kind}] ${text}\n       ${JSON.stringify(rest)}`;
}

function definitionText(d: CardDefinition): string[] {
  const pt = d.power === null ? '' : ` ${d.power}/${d.toughness ?? 0}`;
  const types = [...d.supertypes, ...d.types].join(' ') + (d.subtypes.length > 0 ? ` — ${d.subtypes.join(' ')}` : '');
  return [
    `${d.name} ${d.manaCostText ?? ''}`.trimEnd(),
    `${types}${pt}${d.colors.length > 0 ? ` (${d.colors.join('')})` : ''}${d.enchant === null ? '' : ` enchant ${d.enchant}`}`,
    ...(d.abilities.length === 0 ? ['  (no abilities)'] : d.abilities.map(abilityText)),
  ];
}

export function showText(found: Exclude<CardLookup, { kind: 'unknown' }>, record: CardRecord | undefined): string {
  const out: string[] = [];
  if (record !== undefined) {
    out.push(`== text (${record.text_source ?? 'unknown source'}; sets ${(record.sets ?? []).join(' ')})`);
    out.push(`${record.name} ${record.mana_cost ?? ''}`.trimEnd(), record.type_line + (record.power === undefined ? '' : ` ${record.power}/${record.toughness ?? ''}`));
    out.push(...(record.text ?? '').split('\n').map((l) => `  ${l}`), '');
  }
  if (found.kind === 'notModeled') {
    out.push(`== not modeled: ${found.reason}`);
    for (const line of found.lines) out.push(`  ? ${line}`);
  } else {
    out.push(`== ${found.kind === 'handWritten' ? 'hand-written definition' : 'compiled definition'}`);
    out.push(...definitionText(found.definition));
  }
  return `${out.join('\n')}\n`;
}
