import { readEffect } from './effect.phrase';

describe('an instruction on "up to one target" (601.2c)', () => {
  it('keeps the instruction and lets its target go unchosen', () => {
    expect(readEffect('Exile up to one target card from a graveyard.')).toEqual({
      effect: { kind: 'exileTargetCard' }, targets: { kind: 'upTo', max: 1, of: { kind: 'cardInAGraveyard' } },
    });
    expect(readEffect('Destroy up to one target artifact or enchantment.')).toEqual({
      effect: { kind: 'destroyTarget' }, targets: { kind: 'upTo', max: 1, of: { kind: 'artifactOrEnchantment' } },
    });
  });

  it('is not read for verbs that need their target, such as damage', () => {
    expect(readEffect('~ deals 2 damage to up to one target creature.')).toBeNull();
    expect(readEffect('Target creature gets +1/+1 until end of turn and up to one target creature gets -1/-1 until end of turn.')).toBeNull();
  });
});
