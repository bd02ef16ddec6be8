import { interveningControlRule, readYouControl } from './intervening-control.rule';

const creature = { name: 'X', types: ['Creature' as const], subtypes: ['Elf'] };
const read = (text: string): unknown => interveningControlRule.read({ printed: text, text }, creature)?.abilities[0] ?? null;

describe('intervening "if you control ..." (603.4)', () => {
  it('reads another of a type, a or an of a type, and N or more', () => {
    expect(readYouControl('another Elf')).toEqual({ what: { subtype: 'Elf' }, atLeast: 1, another: true });
    expect(readYouControl('a Dinosaur')).toEqual({ what: { subtype: 'Dinosaur' }, atLeast: 1, another: false });
    expect(readYouControl('six or more lands')).toEqual({ what: { type: 'Land' }, atLeast: 6, another: false });
    expect(readYouControl('two or more Gates')).toEqual({ what: { subtype: 'Gate' }, atLeast: 2, another: false });
  });

  it('puts the condition on the trigger read without it', () => {
    expect(read('When ~ enters, if you control another Elf, create a 1/1 green Elf Warrior creature token.')).toMatchObject({
      kind: 'triggered', trigger: { kind: 'selfEnters' }, effect: { kind: 'createTokens', token: 'Elf Warrior Token 1/1 green' }, ifYouControl: { what: { subtype: 'Elf' }, atLeast: 1, another: true },
    });
  });

  it('reads no condition it cannot name', () => {
    for (const c of ['a creature with power 4 or greater', 'no untapped lands', 'more lands than each opponent', 'another Nontoken']) expect({ c, read: readYouControl(c) }).toEqual({ c, read: null });
    expect(read('When ~ enters, if you control another Elf, ~ fights target creature.')).toBeNull();
  });
});
