import { TARGET, readTarget } from './target.phrase';

describe('target phrases (115.1)', () => {
  it('reads creatures of a kind and creatures by power', () => {
    expect(readTarget('target attacking or blocking creature')).toEqual({ kind: 'creatureWith', filter: 'attackingOrBlocking' });
    expect(readTarget('target nonblack creature')).toEqual({ kind: 'creatureWith', filter: 'nonblack' });
    expect(readTarget('target creature with power 4 or greater')).toEqual({ kind: 'creatureWithPower', power: 4, orGreater: true });
    expect(readTarget('target creature with power 2 or less')).toEqual({ kind: 'creatureWithPower', power: 2, orGreater: false });
    expect(readTarget('target creature with toughness 2 or fewer')).toBeNull();
  });

  it('reads "player or planeswalker" as a player: the pool has no planeswalkers', () => {
    expect(readTarget('target player or planeswalker')).toEqual({ kind: 'player' });
    expect(readTarget('target opponent or planeswalker')).toEqual({ kind: 'opponent' });
  });

  it('matches the phrases it reads inside a sentence', () => {
    const destroy = new RegExp(`^Destroy ${TARGET}\\.$`);
    expect(destroy.exec('Destroy target creature with power 3 or less.')?.[1]).toBe('target creature with power 3 or less');
    expect(destroy.exec('Destroy target tapped creature.')?.[1]).toBe('target tapped creature');
  });
});
