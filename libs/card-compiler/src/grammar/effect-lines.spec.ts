import { activatedRule } from './activated.rule';
import { manaAbilityRule } from './mana-ability.rule';
import { readEffect } from './effect.phrase';

describe('effect lines of several sentences', () => {
  it('reads "You gain N life and draw K cards." as gaining, then drawing (608.2c: in the order written)', () => {
    expect(readEffect('You gain 2 life and draw two cards.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'gainLife', amount: 2, who: 'controller' }, { kind: 'drawCards', amount: 2, who: 'controller' }] },
    });
  });

  it('reads "... and you draw a card." as a sentence of its own, after the first (608.2c)', () => {
    expect(readEffect('~ deals 1 damage to you and you draw a card.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'dealDamage', amount: 1, to: 'controller' }, { kind: 'drawCards', amount: 1, who: 'controller' }] },
    });
    expect(readEffect('Target opponent discards a card and you draw a card.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'discardCards', amount: 1, who: 'target' }, { kind: 'drawCards', amount: 1, who: 'controller' }] },
      targets: { kind: 'opponent' },
    });
  });

  it('reads "It deals" first in an activated ability as its source dealing the damage (113.7a)', () => {
    const read = activatedRule.read({ printed: '{T}, Sacrifice ~: It deals 1 damage to any target.', text: '{T}, Sacrifice ~: It deals 1 damage to any target.' }, { name: 'X', types: ['Creature'], subtypes: [] });
    expect(read?.abilities[0]).toMatchObject({ kind: 'activated', cost: [{ kind: 'tap' }, { kind: 'sacrificeSelf' }], effect: { kind: 'dealDamage', amount: 1, to: 'target' }, targets: { kind: 'any' } });
  });
});

describe('a mana ability that also deals damage to you (605.3b)', () => {
  const read = (text: string): unknown => manaAbilityRule.read({ printed: text, text }, { name: 'X', types: ['Land'], subtypes: [] })?.abilities[0] ?? null;

  it('reads the damage as the rest of the ability', () => {
    expect(read('{T}: Add {U} or {R}. ~ deals 1 damage to you.')).toMatchObject({
      kind: 'mana', produce: { kind: 'oneOf', options: ['U', 'R'] }, then: { kind: 'dealDamage', amount: 1, to: 'controller' },
    });
    expect(read('{T}: Add {C}.')).not.toHaveProperty('then');
  });

  it('reads no rest it does not understand, and none with a target (605.1a)', () => {
    expect(read('{T}: Add {C}. Spend this mana only to cast colorless spells.')).toBeNull();
    expect(read('{T}: Add {R}. ~ deals 1 damage to any target.')).toBeNull();
  });
});
