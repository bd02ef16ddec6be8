import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { yotiaDeclaresWar } from './yotia-declares-war.card';

describe('Yotia Declares War', () => {
  it('is a {1}{R} Enchantment — Saga: read ahead, then chapters I, II and III (with the chapter III errata)', () => {
    expectDefinition(yotiaDeclaresWar, {
      manaCost: '{1}{R}', types: ['Enchantment'], subtypes: ['Saga'], colors: ['R'],
      oracle: [
        'Read ahead',
        'I — Create a 0/2 colorless Thopter artifact creature token with flying named Ornithopter.',
        'II — Tap any number of untapped artifacts you control. When you do, Yotia Declares War deals that much damage to target creature or planeswalker.',
        'III — Up to one target artifact you control becomes an artifact creature with base power and toughness 4/4 until end of turn.',
      ],
      abilities: [[1, 'static'], [2, 'triggered'], [3, 'triggered'], [4, 'triggered']],
    });
  });

  it('asks for the starting chapter as it enters, without the stack (702.155b)', () => {
    const game = cardGame({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'm2', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'yd', card: 'Yotia Declares War' }] } });
    game.act(tapFor('m1'), tapFor('m2'), { do: 'cast', player: 'alice', card: 'yd' }, { do: 'resolve' });
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'readAhead', options: [1, 2, 3] });
    game.act({ do: 'choose', player: 'alice', choice: 1 });
    expect(game.view).toMatchObject({ battlefield: { yd: { counters: { lore: 1 } } }, stack: [{ id: 'yd/2' }] });
  });

  it('makes an artifact a 4/4 until end of turn with chapter III', () => {
    const game = cardGame({ step: 'draw', battlefield: [{ id: 'yd', card: 'Yotia Declares War', controller: 'alice', counters: { lore: 2 } }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
    game.act({ do: 'nextStep' }, { do: 'choose', player: 'alice', choice: ['sr'] }, { do: 'resolve' });
    expect(game.view.battlefield['sr']).toMatchObject({ power: 4, toughness: 4 });
  });
});
