/**
 * "gets +N/+M for each <kind> you control" (613.4c): "~ gets +1/+0 for each basic Island you
 * control." of a creature, "Enchanted creature gets +1/+1 for each Forest you control." of an Aura
 * ("Equipped creature" of an Equipment).
 */
import type { LineReading, LineRule } from './line-rule';
import { countedKind } from './counted.phrase';

const signed = (s: string | undefined): number => Number((s ?? '').replace('+', ''));
const FOR_EACH = /gets ([+-]\d+)\/([+-]\d+) for each (basic )?([A-Za-z]+) you control\.$/;

function reading(text: string, printed: string, subject: string, who: 'self' | 'attached'): LineReading | null {
  const m = new RegExp(`^${subject} ${FOR_EACH.source}`).exec(text);
  const what = m === null ? null : countedKind(m[4] ?? '');
  if (m === null || what === null) return null;
  return { abilities: [{ kind: 'static', text: printed, static: { kind: 'getsPerPermanentYouControl', who, power: signed(m[1]), toughness: signed(m[2]), what, basic: m[3] !== undefined } }] };
}

export const perCountSelfRule: LineRule = {
  name: 'gets +N/+M for each permanent of a kind you control',
  examples: ['~ gets +1/+0 for each basic Island you control.', '~ gets +1/+0 for each artifact you control.'],
  read: (line, card) => (card.types.includes('Creature') ? reading(line.text, line.printed, '~', 'self') : null),
};

export const perCountAttachedRule: LineRule = {
  name: 'enchanted or equipped creature gets +N/+M for each permanent of a kind you control',
  examples: ['Enchanted creature gets +1/+1 for each Forest you control.', 'Enchanted creature gets -1/-1 for each Swamp you control.'],
  read: (line, card) => {
    if (card.subtypes.includes('Aura')) return reading(line.text, line.printed, 'Enchanted creature', 'attached');
    return card.subtypes.includes('Equipment') ? reading(line.text, line.printed, 'Equipped creature', 'attached') : null;
  },
};
