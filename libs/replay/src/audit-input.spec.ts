import { CARD_CATALOG } from '@arbiter/cards';
import type { ExternalLogEvent } from '@arbiter/game-log';
import { auditLog } from './audit';
import { exportEngineEvents } from './engine-log-export';
import { orchardGame } from './testing/games';

const clean = (): ExternalLogEvent[] => exportEngineEvents(orchardGame(), 'x');

function invalid(input: unknown): { field: string; message: string; revision: number | null }[] {
  const report = auditLog(input, CARD_CATALOG);
  expect(report.verdict).toBe('invalid');
  expect(report.eventsChecked).toBe(0);
  expect(report.divergences).toEqual([]);
  return report.errors.map((e) => ({ revision: e.revision, field: e.field, message: e.message }));
}

describe('auditLog refuses bad input as a whole, naming the place (never half-imported)', () => {
  it('text that is not JSON', () => {
    expect(invalid('this is not a log')).toEqual([
      { revision: null, field: '$', message: expect.stringMatching(/^not valid JSON/) },
    ]);
  });

  it('JSON that is not an array, and an empty array', () => {
    expect(invalid({ events: [] })).toEqual([
      {
        revision: null,
        field: '$',
        message: 'must be a JSON array of events { type, data, metadata }',
      },
    ]);
    expect(invalid('[]')).toEqual([
      { revision: null, field: '$', message: 'the log is empty: a game starts with GameStarted' },
    ]);
  });

  it('an entry that is not an event object', () => {
    const log: unknown[] = clean();
    log[2] = 'ManaAdded';
    expect(invalid(log)).toEqual([
      { revision: 2, field: '[2]', message: 'must be an object { type, data, metadata }' },
    ]);
  });

  it('missing metadata, and a metadata object without its hash', () => {
    const log = clean();
    const bare = { type: log[2]?.type, data: log[2]?.data };
    const noHash = {
      ...(log[4] as ExternalLogEvent),
      metadata: { ...(log[4] as ExternalLogEvent).metadata },
    };
    delete noHash.metadata['hash'];
    expect(invalid([log[0], log[1], bare, log[3], noHash, ...log.slice(5)])).toEqual([
      { revision: 2, field: '[2].metadata', message: 'missing' },
      { revision: 4, field: '[4].metadata.hash', message: 'missing' },
    ]);
  });

  it('metadata with a wrong kind or actor', () => {
    const log = clean().map((e, i) =>
      i === 1 ? { ...e, metadata: { ...e.metadata, kind: 'whim', actor: 7 } } : e,
    );
    expect(invalid(log)).toEqual([
      { revision: 1, field: '[1].metadata.kind', message: 'must be "decision" or "consequence"' },
      { revision: 1, field: '[1].metadata.actor', message: 'must be a player name or "engine"' },
    ]);
  });

  it('an unknown event type, and a type that is not a string', () => {
    const log = clean().map((e, i) =>
      i === 2 ? { ...e, type: 'ManaConjured' } : i === 3 ? { ...e, type: 42 } : e,
    );
    expect(invalid(log)).toEqual([
      { revision: 2, field: '[2].type', message: 'unknown event type "ManaConjured"' },
      { revision: 3, field: '[3].type', message: 'must be a string' },
    ]);
  });

  it('event data of the wrong shape', () => {
    const log = clean().map((e, i) =>
      i === 3 ? { ...e, data: { player: 'alice', source: 'o1', reason: 5 } } : e,
    );
    const at = clean().findIndex((e) => e.type === 'ManaAdded');
    const withMana = log.map((e, i) =>
      i === at ? { ...e, data: { player: 'alice', source: 'f1', mana: { G: -1 } } } : e,
    );
    expect(invalid(withMana)).toEqual([
      { revision: 3, field: '[3].data.reason', message: 'must be a string' },
      {
        revision: at,
        field: `[${at}].data.mana`,
        message: 'must map mana types (W, U, B, R, G, C) to whole numbers',
      },
    ]);
  });

  it('a log that does not start with GameStarted, or starts a game twice', () => {
    const log = clean();
    expect(invalid(log.slice(1))).toEqual([
      {
        revision: 0,
        field: '[0].type',
        message: 'a log must start with GameStarted, not AbilityActivated',
      },
    ]);
    expect(invalid([...log, log[0]])).toEqual([
      {
        revision: log.length,
        field: `[${log.length}].type`,
        message: 'GameStarted may only be the first event of a game',
      },
    ]);
  });

  it('a GameStarted set-up the engine does not accept', () => {
    const log = clean();
    const first = log[0] as ExternalLogEvent & {
      data: { setup: { battlefield: { card: string }[] } };
    };
    const badCard = {
      ...first,
      data: {
        ...first.data,
        setup: {
          ...first.data.setup,
          battlefield: [{ ...first.data.setup.battlefield[0], card: 'Black Lotus' }],
        },
      },
    };
    expect(invalid([badCard, ...log.slice(1)])).toEqual([
      {
        revision: 0,
        field: '[0].data.setup.battlefield[0].card',
        message: 'unknown card "Black Lotus"',
      },
    ]);
    const incomplete = {
      ...first,
      data: { ...first.data, setup: { ...first.data.setup, life: {} } },
    };
    expect(invalid([incomplete, ...log.slice(1)])).toEqual([
      {
        revision: 0,
        field: '[0].data.setup.life.alice',
        message: 'not a complete set-up: the engine expects 20, the log has null',
      },
    ]);
  });

  it("a revision that does not match the event's place", () => {
    const log = clean().map((e, i) => ({ ...e, revision: i === 2 ? 5 : i }));
    expect(invalid(log)).toEqual([
      {
        revision: 2,
        field: '[2].revision',
        message: 'says 5 but the event is at index 2: events are missing or out of order',
      },
    ]);
  });

  it('still checks the hash chain of a malformed list of objects, to help the judge', () => {
    const log = clean().map((e, i) => (i === 2 ? { ...e, type: 'ManaConjured' } : e));
    expect(auditLog(log, CARD_CATALOG).hashChain).toEqual({ ok: false, firstBrokenRevision: 2 });
  });

  it('caps a flood of problems with a count of the rest', () => {
    const log = [
      clean()[0],
      ...Array.from({ length: 150 }, () => ({ type: 'Nope', data: {}, metadata: {} })),
    ];
    const errors = auditLog(log, CARD_CATALOG).errors;
    expect(errors).toHaveLength(101);
    expect(errors[100]).toEqual({
      revision: null,
      field: '$',
      message: expect.stringMatching(/^\d+ more problem\(s\) not listed$/),
    });
  });
});

describe('auditLog on JSON text cut short', () => {
  const text = JSON.stringify(exportEngineEvents(orchardGame(), 'g'));
  // Wherever the cut falls — inside a string, after a comma, after an opening brace — it is truncation.
  it.each([0.3, 0.5, 0.77, 0.9].map((f) => Math.floor(text.length * f)))('says a log cut at %i characters is truncated', (at) => {
    for (const cut of [at, at + 1, at + 2, at + 3]) {
      const report = auditLog(text.slice(0, cut), CARD_CATALOG);
      expect({ cut, verdict: report.verdict, message: report.errors[0]?.message }).toEqual({ cut, verdict: 'invalid', message: expect.stringContaining('truncated') });
    }
  });

  it('does not call a log with a bad character in the middle truncated', () => {
    const report = auditLog(`${text.slice(0, 40)}x${text.slice(40)}`, CARD_CATALOG);
    expect(report.errors[0]?.message).toMatch(/^not valid JSON/);
  });
});
