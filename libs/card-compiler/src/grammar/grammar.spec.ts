import type { CardType } from '@arbiter/rules';
import { SENTENCE_RULES, readSentence } from './effect.phrase';
import { LINE_RULES } from './grammar';
import type { CardShape } from './line-rule';
import { rulesLines } from '../rules-text.lexer';

/** The kind of card a rule's examples come from. */
function shapeFor(rule: string): CardShape {
  const types: CardType[] = rule === 'spell effect' || rule === 'modal spell' || rule === 'entwine' || rule === 'flashback' || rule === 'kicked spell' ? ['Instant'] : rule.startsWith('enchant') ? ['Enchantment'] : rule.startsWith('equipment') ? ['Artifact'] : ['Creature'];
  return { name: 'Example', types, subtypes: rule.startsWith('enchant') ? ['Aura'] : rule.startsWith('equipment') ? ['Equipment'] : [] };
}

describe('the grammar: every rule reads the real lines it is written for', () => {
  for (const rule of LINE_RULES) {
    it(`${rule.name}: ${rule.examples.join(' | ')}`, () => {
      expect(rule.examples.length).toBeGreaterThan(0);
      for (const example of rule.examples) {
        // Through the lexer, which puts a modal line's bullets under it (700.2).
        const lines = rulesLines(example, 'Example', false);
        expect({ example, read: lines.length === 1 && lines[0] !== undefined && rule.read(lines[0], shapeFor(rule.name)) !== null }).toEqual({ example, read: true });
      }
    });
  }

  for (const rule of SENTENCE_RULES) {
    it(`sentence "${rule.name}": ${rule.examples.join(' | ')}`, () => {
      for (const example of rule.examples) {
        expect({ example, read: rule.pattern.test(example) && readSentence(example) !== null }).toEqual({ example, read: true });
      }
    });
  }

  it('reads nothing it was not written for', () => {
    const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
    for (const line of ['Flying, banding', 'Equip {2}', 'Draw a card, then discard a card.', 'When ~ enters, the Ring tempts you.', '{T}: Add {G}{G} or {W}.', 'Enchant creature']) {
      expect({ line, readBy: LINE_RULES.filter((r) => r.read({ printed: line, text: line }, creature) !== null).map((r) => r.name) }).toEqual({ line, readBy: [] });
    }
  });

  it('reads "attach it" only on an Equipment', () => {
    const line = 'When ~ enters, attach it to target creature you control.';
    const read = (subtypes: string[]): boolean => LINE_RULES.some((r) => r.read({ printed: line, text: line }, { name: 'X', types: ['Artifact'], subtypes }) !== null);
    expect(read(['Equipment'])).toBe(true);
    expect(read([])).toBe(false);
  });

  it('reads "Regenerate enchanted creature" only on an Aura, and not after it sacrifices itself (701.19a)', () => {
    const read = (line: string, subtypes: string[]): boolean => LINE_RULES.some((r) => r.read({ printed: line, text: line }, { name: 'X', types: ['Enchantment'], subtypes }) !== null);
    expect(read('{G}: Regenerate enchanted creature.', ['Aura'])).toBe(true);
    expect(read('{G}: Regenerate enchanted creature.', [])).toBe(false);
    expect(read('Sacrifice ~: Regenerate enchanted creature.', ['Aura'])).toBe(false);
  });

  it('reads a spell line only on an instant or sorcery, and a trigger only on a permanent', () => {
    const instant: CardShape = { name: 'Example', types: ['Instant'], subtypes: [] };
    const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
    const read = (text: string, card: CardShape): string[] => LINE_RULES.filter((r) => r.read({ printed: text, text }, card) !== null).map((r) => r.name);
    expect(read('Draw a card.', instant)).toEqual(['spell effect']);
    expect(read('Draw a card.', creature)).toEqual([]);
    expect(read('When ~ enters, draw a card.', instant)).toEqual([]);
  });
});
