import { START } from '@eventstore/db-client';
import { esdbPosition, esdbReadPosition, portPosition } from './esdb-position.mapping';
import { isUserEvent } from './esdb-recorded-event.mapper';

describe('EventStoreDB positions and names', () => {
  it('maps the commit position to the global position and back (commit = prepare)', () => {
    expect(portPosition({ commit: 4242n, prepare: 4242n })).toBe(4242n);
    expect(esdbPosition(4242n)).toEqual({ commit: 4242n, prepare: 4242n });
  });

  it('reads $all from START for the port start (position 0)', () => {
    expect(esdbReadPosition(0n)).toBe(START);
    expect(esdbReadPosition(7n)).toEqual({ commit: 7n, prepare: 7n });
  });

  it('tells user events from system events by stream and type', () => {
    expect(isUserEvent('game-1', 'GameStarted')).toBe(true);
    expect(isUserEvent('$stats-0.0.0.0:2113', '$statsCollected')).toBe(false);
    expect(isUserEvent('game-1', '$metadata')).toBe(false);
  });
});
