/**
 * Sentences that join two effects of the same player with "and", and "Until end of turn, ..."
 * written first: each is read as the sentences it stands for, in the order written (608.2c).
 * "Draw two cards and create a Treasure token." → "Draw two cards." + "Create a Treasure token.";
 * "Each opponent discards a card and loses 2 life." → "Each opponent discards a card." + "Each
 * opponent loses 2 life."; "Until end of turn, creatures you control get +1/+1 and gain haste." →
 * "Creatures you control get +1/+1 and gain haste until end of turn."
 */

/** Real sentences this splitter reads, with the sentences it makes of them. */
export const COMPOUND_EXAMPLES: readonly (readonly [string, readonly string[]])[] = [
  ['Draw two cards and create a Treasure token.', ['Draw two cards.', 'Create a Treasure token.']],
  ['Each opponent discards a card and loses 2 life.', ['Each opponent discards a card.', 'Each opponent loses 2 life.']],
  ['You draw a card and gain 2 life.', ['You draw a card.', 'You gain 2 life.']],
  ['Until end of turn, creatures you control get +1/+1 and gain haste.', ['Creatures you control get +1/+1 and gain haste until end of turn.']],
];

/** The player words a compound sentence may start with, and how the second verb is said after them. */
const SUBJECTS: readonly (readonly [RegExp, (verb: string) => string])[] = [
  // "Draw two cards and create a Treasure token.": an imperative, the controller does both.
  [/^(Draw (?:a|an|one|two|three|four|five|X) cards?) and ((?:create|draw|scry|surveil|mill) .+)$/, (verb) => `${verb.charAt(0).toUpperCase()}${verb.slice(1)}`],
  // "You draw a card and gain 2 life."
  [/^(You (?:draw|gain|lose) [^,]+?) and ((?:draw|gain|lose) .+)$/, (verb) => `You ${verb}`],
  // "Each opponent discards a card and loses 2 life."
  [/^(Each opponent (?:discards|loses) [^,]+?) and ((?:discards|loses) .+)$/, (verb) => `Each opponent ${verb}`],
];

/** The sentences a compound sentence stands for, or null if it is not one. */
export function splitCompound(sentence: string): string[] | null {
  const until = /^Until end of turn, ((?:creatures|other creatures) you control [^,]+)\.$/.exec(sentence);
  if (until !== null) {
    const rest = until[1] ?? '';
    return [`${rest.charAt(0).toUpperCase()}${rest.slice(1)} until end of turn.`];
  }
  for (const [pattern, second] of SUBJECTS) {
    const m = pattern.exec(sentence);
    if (m !== null) return [`${m[1] ?? ''}.`, second(m[2] ?? '')];
  }
  return null;
}
