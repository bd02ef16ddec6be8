/**
 * The envelopes declared here must stay the API's own shapes: these assignments fail to compile
 * when the service's types drift from them.
 */
import type { GameSummary as ServiceSummary } from '@arbiter/platform';
import type { GameSummary } from './index';

describe('@arbiter/contracts', () => {
  it('declares GameSummary as the game service returns it', () => {
    const fromService: ServiceSummary = {
      id: 'g',
      players: ['alice'],
      revision: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const asContract: GameSummary = fromService;
    const back: ServiceSummary = asContract;
    expect(back).toEqual(fromService);
  });
});
