import type { CardType } from '@arbiter/rules';
import { SENTENCE_RULES, readSentence } from './effect.phrase';
import { LINE_RULES } from './grammar';
import type { CardShape } from './line-rule';

/** The kind of card a rule's examples come from. */
function shapeFor(rule: string): CardShape {
  const types: CardType[] = rule === 'spell effect' || rule === 'flashback' ? ['Instant'] : rule.startsWith('enchant') ? ['Enchantment'] : rule === 'equipment' ? ['Artifact'] : ['Creature'];
  return { name: 'Example', types, subtypes: rule.startsWith('enchant') ? ['Aura'] : rule === 'equipment' ? ['Equipment'] : [] };
}

describe('the grammar: every rule reads the real lines it is written for', () => {
  for (const rule of LINE_RULES) {
    it(`${rule.name}: ${rule.examples.join(' | ')}`, () => {
      expect(rule.examples.length).toBeGreaterThan(0);
      for (const example of rule.examples) {
        expect({ example, read: rule.read({ printed: example, text: example }, shapeFor(rule.name)) !== null }).toEqual({ example, read: true });
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
    for (const line of ['Flying, banding', 'Equip {2}', 'Draw a card, then discard a card.', 'When ~ enters, scry 2.', '{T}: Add {G}{G} or {W}.', 'Enchant creature']) {
      expect({ line, readBy: LINE_RULES.filter((r) => r.read({ printed: line, text: line }, creature) !== null).map((r) => r.name) }).toEqual({ line, readBy: [] });
    }
  });

  it('reads "attach it" only on an Equipment', () => {
    const line = 'When ~ enters, attach it to target creature you control.';
    const read = (subtypes: string[]): boolean => LINE_RULES.some((r) => r.read({ printed: line, text: line }, { name: 'X', types: ['Artifact'], subtypes }) !== null);
    expect(read(['Equipment'])).toBe(true);
    expect(read([])).toBe(false);
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
