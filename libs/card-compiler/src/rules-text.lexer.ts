/**
 * The first pass of the compiler: a card's rules text as lines in one canonical wording, so that
 * the grammar reads one form of each phrase.
 *
 * - reminder text in parentheses is dropped ("Flying (This creature can't be blocked ...)");
 * - older wordings become current ones: "enters the battlefield" → "enters", "--" → "—",
 *   "{tap}" → "{T}", curly quotes → straight; an ability word before a trigger is dropped (207.2c);
 * - every way a card names itself becomes "~": its name, its short name before the comma for a
 *   legendary card ("Isamaru" for "Isamaru, Hound of Konda"), "this creature", "this spell" ...
 */

/** A line as printed (reminder text dropped) and as the grammar reads it. */
export interface RulesLine {
  readonly printed: string;
  readonly text: string;
  /** The bulleted modes under a "Choose one —" line (CR 700.2), each without its bullet. */
  readonly modes?: readonly RulesLine[];
}

/** A mode's bullet: "• " in print, "* " in older texts. */
const BULLET = /^[•*]\s+/;

const SELF_WORDS = /\b[Tt]his (creature|spell|land|artifact|enchantment|Aura|Equipment|Vehicle|permanent|card)\b/g;

function replaceWord(text: string, word: string): string {
  if (word === '') return text;
  let out = '';
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at < 0) return out + text.slice(from);
    const before = text[at - 1];
    const after = text[at + word.length];
    const boundary = (c: string | undefined): boolean => c === undefined || !/[A-Za-z0-9]/.test(c);
    out += text.slice(from, at) + (boundary(before) && boundary(after) ? '~' : word);
    from = at + word.length;
  }
}

/** Strips reminder text (parenthesised, possibly over several sentences). */
export function stripReminders(text: string): string {
  return text.replace(/\s*\([^()]*\)/g, '');
}

/** The canonical wording of one line, with the card's self-references as "~". */
export function canonicalLine(line: string, name: string, shortName: string | null): string {
  let t = line
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/--/g, '—')
    .replace(/\{(tap|t)\}/gi, '{T}')
    .replace(/\{untap\}/gi, '{Q}')
    .replace(/\benters the battlefield\b/g, 'enters')
    // "Choose one -" and "Choose one—" are "Choose one —".
    .replace(/\s*[—-]$/, ' —')
    // An ability word some texts set in italics: "<i>Formidable</i> &mdash; At ..." is "Formidable — At ...".
    .replace(/^<i>([^<]+)<\/i> &mdash;? /, '$1 — ')
    // An ability word has no rules meaning (207.2c): "Landfall — Whenever a land enters, ...".
    .replace(/^[A-Z][a-z']+(?: [a-z']+)* — (?=(?:When|Whenever|At) )/, '')
    .replace(/\s+/g, ' ')
    .trim();
  t = replaceWord(t, name);
  if (shortName !== null) t = replaceWord(t, shortName);
  return t.replace(SELF_WORDS, '~');
}

/** An older modal header: "Choose one - A; or B", "Choose one -" over lines "A;" and "or b.". */
const OLDER_HEADER = /^(.*?[Cc]hoose (?:one or both|one or more|one|two))\s*(?:—|--|-|&mdash;?)\s*(.*)$/;
const OR_LINE = /^(?:and\/)?or\s+/i;

/** A mode in the current wording: capitalised, one sentence ending with a full stop. */
function modeSentence(mode: string): string {
  const t = mode.trim().replace(/[;.]+$/, '');
  return `• ${t.charAt(0).toUpperCase()}${t.slice(1)}.`;
}

/**
 * Modal cards printed before bulleted modes have them as "A; or B" (700.2: their Oracle text has
 * the bullets since): such a header and the lines it runs over become the header and its bullets.
 */
export function bulletOlderModes(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const m = OLDER_HEADER.exec(line);
    const next = lines[i + 1];
    if (m === null || (next !== undefined && /^[•*]\s/.test(next))) {
      out.push(line);
      continue;
    }
    const parts = [m[2] ?? ''];
    let j = i + 1;
    // The first mode on the next line when the header ends the line; then every line that an "or" begins, or that follows a ";".
    if (parts[0] === '' && lines[j] !== undefined) parts.push(lines[j++] ?? '');
    while (lines[j] !== undefined && (OR_LINE.test(lines[j] ?? '') || /;$/.test(parts[parts.length - 1] ?? ''))) parts.push(lines[j++] ?? '');
    const modes = parts
      .filter((p) => p !== '')
      .join('\n')
      .split(/;?\s*\n\s*(?:and\/)?or\s+|;\s*(?:and\/)?or\s+/i)
      .filter((mode) => mode.trim() !== '');
    if (modes.length < 2) {
      out.push(line);
      continue;
    }
    out.push(`${m[1] ?? ''} —`, ...modes.map(modeSentence));
    i = j - 1;
  }
  return out;
}

/**
 * The lines of a card's rules text.
 *
 * @example
 * rulesLines('When Wall of Omens enters the battlefield, draw a card.', 'Wall of Omens', false)
 * // [{ printed: 'When Wall of Omens enters the battlefield, draw a card.', text: 'When ~ enters, draw a card.' }]
 */
export function rulesLines(text: string, name: string, legendary: boolean): RulesLine[] {
  const comma = name.indexOf(',');
  const shortName = legendary && comma > 0 ? name.slice(0, comma) : null;
  const out: RulesLine[] = [];
  for (const printed of bulletOlderModes(stripReminders(text).split('\n').map((l) => l.trim()).filter((l) => l !== ''))) {
    const line = { printed, text: canonicalLine(printed.replace(BULLET, ''), name, shortName) };
    const header = out[out.length - 1];
    // A bullet is a mode of the line above it (700.2), not a line of its own.
    if (BULLET.test(printed) && header !== undefined) out[out.length - 1] = { ...header, modes: [...(header.modes ?? []), line] };
    else out.push(line);
  }
  return out;
}
