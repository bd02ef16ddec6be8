import { readEffect } from './effect.phrase';
import { readCounted } from './count.phrase';

describe('amounts that count permanents (608.2h)', () => {
  it('reads who controls them, whether they attack, "other", and a card type or subtype, singular or plural', () => {
    expect(readCounted('attacking Elf you control', false)).toEqual({ what: { subtype: 'Elf' }, youControl: true, attacking: true, other: false });
    expect(readCounted('attacking creature', false)).toEqual({ what: { type: 'Creature' }, youControl: false, attacking: true, other: false });
    expect(readCounted('other creature you control', false)).toEqual({ what: { type: 'Creature' }, youControl: true, attacking: false, other: true });
    expect(readCounted('Goblins you control', true)).toEqual({ what: { subtype: 'Goblin' }, youControl: true, attacking: false, other: false });
    expect(readCounted('Mountains you control', true)).toEqual({ what: { subtype: 'Mountain' }, youControl: true, attacking: false, other: false });
    expect(readCounted('Plains you control', true)).toEqual({ what: { subtype: 'Plains' }, youControl: true, attacking: false, other: false });
  });

  it('reads no count it cannot make: anyone\'s permanents, a word that is no type, a plural where one is expected', () => {
    expect(readCounted('creature', false)).toBeNull();
    expect(readCounted('Zombie on the battlefield', false)).toBeNull();
    expect(readCounted('card in your hand', false)).toBeNull();
    expect(readCounted('Goblins you control', false)).toBeNull();
    expect(readCounted('untapped creature you control', false)).toBeNull();
  });

  it('reads life gained, cards drawn and damage dealt by a count', () => {
    expect(readEffect('You gain 1 life for each attacking Elf you control.')).toEqual({
      effect: { kind: 'gainLife', amount: { kind: 'count', of: { what: { subtype: 'Elf' }, youControl: true, attacking: true, other: false } }, who: 'controller' },
    });
    expect(readEffect('Draw a card for each artifact you control.')).toEqual({
      effect: { kind: 'drawCards', amount: { kind: 'count', of: { what: { type: 'Artifact' }, youControl: true, attacking: false, other: false } }, who: 'controller' },
    });
    const goblins = { kind: 'count', of: { what: { subtype: 'Goblin' }, youControl: true, attacking: false, other: false } };
    expect(readEffect('~ deals damage to target creature an opponent controls equal to the number of Goblins you control.')).toEqual({
      effect: { kind: 'dealDamage', amount: goblins, to: 'target' }, targets: { kind: 'creatureAnOpponentControls' },
    });
    expect(readEffect('~ deals damage equal to the number of Goblins you control to any target.')).toEqual({ effect: { kind: 'dealDamage', amount: goblins, to: 'target' }, targets: { kind: 'any' } });
    expect(readEffect('You gain 2 life for each creature you control.')).toEqual({
      effect: { kind: 'gainLife', amount: { kind: 'count', of: { what: { type: 'Creature' }, youControl: true, attacking: false, other: false }, each: 2 }, who: 'controller' },
    });
    expect(readEffect('~ deals damage to target spell equal to the number of Goblins you control.')).toBeNull();
  });

  it('reads a group of creatures getting +X/+X, X a count (608.2h)', () => {
    expect(readEffect('Attacking creatures you control get +X/+X until end of turn, where X is the number of attacking creatures.')).toEqual({
      effect: { kind: 'pumpCreatures', which: 'attackingYouControl', power: 1, toughness: 1, keywords: [], per: { what: { type: 'Creature' }, youControl: false, attacking: true, other: false } },
    });
    expect(readEffect('Creatures you control get +X/+0 until end of turn, where X is the number of Elves you control.')).toMatchObject({ effect: { power: 1, toughness: 0, per: { what: { subtype: 'Elf' } } } });
    expect(readEffect('Creatures you control get +X/+X until end of turn, where X is the number of cards in your hand.')).toBeNull();
  });
});
