import { opponentDrawsRule } from './opponent-draws.rule';

const read = (text: string, types: readonly ('Creature' | 'Sorcery')[] = ['Creature']): unknown => opponentDrawsRule.read({ printed: text, text }, { name: 'X', types, subtypes: [] })?.abilities[0] ?? null;

describe('whenever an opponent draws a card, that player loses life (121.2)', () => {
  it('reads the opponent who drew as the player who loses the life', () => {
    expect(read('Whenever an opponent draws a card, that player loses 1 life.')).toMatchObject({
      kind: 'triggered', trigger: { kind: 'opponentDrawsACard' }, effect: { kind: 'loseLife', amount: 1, who: 'triggeringPlayer' },
    });
  });

  it('reads no other effect for that player, and no spell', () => {
    expect(read('Whenever an opponent draws a card, that player discards a card.')).toBeNull();
    expect(read('Whenever an opponent draws a card, you gain 1 life.')).toBeNull();
    expect(read('Whenever an opponent draws a card, that player loses 1 life.', ['Sorcery'])).toBeNull();
  });
});
