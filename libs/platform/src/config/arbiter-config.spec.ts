import { loadConfig } from './arbiter-config';

describe('loadConfig', () => {
  it('runs the projector on its own thread on SQLite, and not at all with EventStoreDB', () => {
    expect(loadConfig({}).projector).toBe('thread');
    expect(loadConfig({ EVENTSTORE_URL: 'esdb://localhost:2113?tls=false' }).projector).toBe('off');
    expect(loadConfig({ ARBITER_PROJECTOR: 'inline' }).projector).toBe('inline');
  });

  it('refuses every bad variable at once, naming each', () => {
    expect(() => loadConfig({ ARBITER_PROJECTOR: 'sometimes', ARBITER_SQLITE_WRITER: 'both' })).toThrow(
      'invalid configuration:\n  ARBITER_PROJECTOR: ARBITER_PROJECTOR must be thread, inline or off\n  ARBITER_SQLITE_WRITER: ARBITER_SQLITE_WRITER must be thread or inline',
    );
  });
});
