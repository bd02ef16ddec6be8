import { freeStackId } from './stack-ids';
import type { StackObject } from './state';
import { deciderSpec } from './testing/decider-spec';
import { createCatalog } from './card-catalog';

const { given } = deciderSpec(createCatalog([]));

describe('stack ids (contract §3)', () => {
  it('uses the base id while it is free, then -2, -3 ...', () => {
    const state = given({}).state;
    const on = (...ids: string[]) => ({ ...state, stack: ids.map((id) => ({ id }) as StackObject) });
    expect(freeStackId(on(), 'mb/1')).toBe('mb/1');
    expect(freeStackId(on('mb/1'), 'mb/1')).toBe('mb/1-2');
    expect(freeStackId(on('mb/1', 'mb/1-2'), 'mb/1')).toBe('mb/1-3');
    expect(freeStackId(on('mb/1'), 'mb/1', new Set(['mb/1-2']))).toBe('mb/1-3');
  });
});
