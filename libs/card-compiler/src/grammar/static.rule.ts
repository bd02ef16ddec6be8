/**
 * Static abilities of the card itself (CR 604): "~ enters tapped." (a land's or a permanent's).
 */
import type { LineRule } from './line-rule';

export const entersTappedRule: LineRule = {
  name: 'enters tapped',
  examples: ['~ enters tapped.'],
  read: (line) => (line.text === '~ enters tapped.' ? { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'entersTapped' } }] } : null),
};
