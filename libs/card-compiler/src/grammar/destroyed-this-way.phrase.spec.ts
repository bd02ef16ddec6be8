import { readEffect } from './effect.phrase';

describe('destroy all creatures and gain life for each destroyed this way (701.8a, 119.3)', () => {
  it('reads the two sentences as one destruction that counts', () => {
    expect(readEffect('Destroy all creatures. You gain 1 life for each creature destroyed this way.')).toEqual({
      effect: { kind: 'destroyAll', filter: { types: ['Creature'] }, lifePerDestroyed: 1 },
    });
  });

  it('reads no count of what is not only creatures, and no gain without the destruction', () => {
    expect(readEffect('Destroy all artifacts. You gain 1 life for each creature destroyed this way.')).toBeNull();
    expect(readEffect('You gain 1 life for each creature destroyed this way.')).toBeNull();
  });
});
