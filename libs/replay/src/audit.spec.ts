import { CARD_CATALOG } from '@arbiter/cards';
import type { ExternalLogEvent } from '@arbiter/game-log';
import { auditLog } from './audit';
import { exportEngineEvents } from './engine-log-export';
import { orchardGame, play, yesManGame } from './testing/games';
import { exportThroughStore, rehash } from './testing/store-export';

const indexOf = (log: readonly ExternalLogEvent[], type: string, from = 0): number =>
  log.findIndex((e, i) => i >= from && e.type === type);

/** Flips one bit of the first character of `needle` found inside event `at` of the log's JSON text. */
function flipByte(log: readonly ExternalLogEvent[], at: number, needle: string): string {
  const parts = log.map((e) => JSON.stringify(e));
  const event = parts[at] ?? '';
  const k = event.indexOf(needle);
  if (k < 0) throw new Error(`"${needle}" not in event ${at}`);
  parts[at] =
    event.slice(0, k) + String.fromCharCode(event.charCodeAt(k) ^ 0x02) + event.slice(k + 1);
  return `[${parts.join(',')}]`;
}

describe('auditLog on logs the engine recorded', () => {
  it('finds a clean log consistent, every event checked and the hash chain whole', async () => {
    const log = await exportThroughStore(yesManGame());
    const report = auditLog(log, CARD_CATALOG);
    expect(report).toMatchObject({
      verdict: 'consistent',
      eventsChecked: log.length,
      eventCount: log.length,
      hashChain: { ok: true, firstBrokenRevision: null },
      divergences: [],
      errors: [],
    });
    expect(report.crVersion).toBe('2025-09-19');
    expect(report.gameId).toBe('x');
    expect(report.players).toEqual(['alice', 'bob']);
  });

  it('exports in memory exactly as the store does (ids, correlation, causation, hash chain)', async () => {
    const events = yesManGame();
    expect(exportEngineEvents(events, 'x')).toEqual(await exportThroughStore(events));
  });

  it('reads a JSON text as well as a parsed array, and stamps the date it is given', async () => {
    const log = await exportThroughStore(orchardGame());
    const report = auditLog(JSON.stringify(log), CARD_CATALOG, {
      checkedAt: '2025-10-01T12:00:00Z',
    });
    expect(report.verdict).toBe('consistent');
    expect(report.checkedAt).toBe('2025-10-01T12:00:00Z');
  });

  it('accepts a log that ends with a choice pending (ChoiceRequested is where the game stands)', () => {
    const events = play({
      start: {
        turn: 3,
        activePlayer: 'alice',
        battlefield: [{ id: 'bop', card: 'Birds of Paradise', controller: 'alice' }],
      },
      actions: [{ do: 'activate', player: 'alice', source: 'bop', ability: 0 }],
    });
    const log = exportEngineEvents(events, 'x');
    expect(log[log.length - 1]?.type).toBe('ChoiceRequested');
    expect(auditLog(log, CARD_CATALOG)).toMatchObject({
      verdict: 'consistent',
      eventsChecked: log.length,
    });
  });

  it('re-derives refused actions as refusals', () => {
    const events = play({
      start: {
        turn: 3,
        activePlayer: 'alice',
        battlefield: [
          { id: 'elves', card: 'Llanowar Elves', controller: 'alice', newThisTurn: true },
        ],
      },
      actions: [
        {
          do: 'activate',
          player: 'alice',
          source: 'elves',
          ability: 0,
          expect: { rejected: '302.6' },
        },
      ],
    });
    const log = exportEngineEvents(events, 'x');
    expect(log.map((e) => e.type)).toEqual(['GameStarted', 'ActionRejected']);
    expect(auditLog(log, CARD_CATALOG).verdict).toBe('consistent');
  });
});

describe('auditLog on an edited log (hash chain recomputed: a divergence, not tampering)', () => {
  it('flags Exotic Orchard producing {G} when the opponent has only Wastes, at exactly that revision, citing 106.7 and 105.4', async () => {
    const log = await exportThroughStore(orchardGame());
    const at = indexOf(log, 'ManaNotProduced');
    const original = log[at] as ExternalLogEvent;
    const edited = [...log];
    edited[at] = {
      type: 'ManaAdded',
      data: { player: 'alice', source: 'o1', mana: { G: 1 } },
      metadata: { ...original.metadata, rule: '106.3' },
    };
    const report = auditLog(rehash(edited), CARD_CATALOG);

    expect(report.verdict).toBe('divergent');
    expect(report.hashChain).toEqual({ ok: true, firstBrokenRevision: null });
    expect(report.eventsChecked).toBe(log.length);
    expect(report.divergences).toHaveLength(1);
    const d = report.divergences[0]!;
    expect(d.revision).toBe(at);
    expect(d.recorded).toEqual({
      type: 'ManaAdded',
      data: { player: 'alice', source: 'o1', mana: { G: 1 } },
      metadata: { kind: 'consequence', actor: 'engine', rule: '106.3' },
    });
    expect(d.derived).toMatchObject({
      type: 'ManaNotProduced',
      data: { player: 'alice', source: 'o1' },
      metadata: { kind: 'consequence', rule: '106.5' },
    });
    expect(d.rules.slice(0, 2)).toEqual(['106.7', '105.4']);
    expect(d.rules).toEqual(expect.arrayContaining(['106.3', '106.5']));
    expect(d.explain).toMatch(/could produce \{C\}.*colorless is not a color \(CR 105\.4\)/);
    expect(d.viewBefore).toMatchObject({
      revision: at - 1,
      battlefield: { o1: { tapped: true }, w1: { controller: 'bob' } },
      players: { alice: { manaPool: { G: 0 } } },
    });
  });

  it('flags an edited mana type (Island opponent: {U} recorded as {G}) with the rules behind it', () => {
    const events = play({
      start: {
        turn: 3,
        activePlayer: 'alice',
        battlefield: [
          { id: 'o1', card: 'Exotic Orchard', controller: 'alice' },
          { id: 'i1', card: 'Island', controller: 'bob' },
        ],
      },
      actions: [{ do: 'activate', player: 'alice', source: 'o1', ability: 0 }],
    });
    const log = exportEngineEvents(events, 'x');
    const at = indexOf(log, 'ManaAdded');
    expect(log[at]?.data).toMatchObject({ mana: { U: 1 } });
    const edited = log.map((e, i) =>
      i === at ? { ...e, data: { player: 'alice', source: 'o1', mana: { G: 1 } } } : e,
    );
    const [d] = auditLog(rehash(edited), CARD_CATALOG).divergences;
    expect(d).toMatchObject({
      revision: at,
      recorded: { data: { mana: { G: 1 } } },
      derived: { data: { mana: { U: 1 } } },
    });
    expect(d?.rules).toEqual(['106.7', '105.4', '106.3']);
    expect(d?.explain).toContain('data.mana.G: recorded 1, derived null');
  });

  it('lists every divergence where it happens, following the record after each one', () => {
    const log = exportEngineEvents(yesManGame(), 'x');
    const counters = indexOf(log, 'CountersAdded');
    const drawn = indexOf(log, 'CardsDrawn');
    const edited = log.map((e, i) => {
      if (i === counters) return { ...e, data: { ...(e.data as object), amount: 2 } };
      if (i === drawn)
        return { ...e, data: { ...(e.data as object), cards: ['alice-lib-1', 'alice-lib-3'] } };
      return e;
    });
    const report = auditLog(rehash(edited), CARD_CATALOG);
    expect(report.verdict).toBe('divergent');
    expect(report.divergences.map((d) => d.revision)).toEqual(
      [drawn, counters].sort((a, b) => a - b),
    );
    const onCounters = report.divergences.find((d) => d.revision === counters);
    expect(onCounters?.viewBefore?.players['alice']?.hand).toEqual(['alice-lib-1', 'alice-lib-3']);
  });

  it('reports a consequence the record lacks, and one the rules do not produce', () => {
    const log = exportEngineEvents(orchardGame(), 'x');
    const tapped = indexOf(log, 'PermanentTapped', indexOf(log, 'AbilityActivated', 2));
    const missing = log.filter((_, i) => i !== tapped);
    const report = auditLog(rehash(missing), CARD_CATALOG);
    expect(report.divergences).toHaveLength(1);
    expect(report.divergences[0]).toMatchObject({
      revision: tapped,
      recorded: null,
      derived: { type: 'PermanentTapped', data: { permanent: 'f1' } },
      rules: ['107.5'],
    });

    const extra = [
      ...log.slice(0, tapped + 1),
      log[tapped] as ExternalLogEvent,
      ...log.slice(tapped + 1),
    ];
    const second = auditLog(rehash(extra), CARD_CATALOG);
    expect(second.divergences).toHaveLength(1);
    expect(second.divergences[0]).toMatchObject({
      recorded: { type: 'PermanentTapped' },
      derived: null,
    });
    expect(second.divergences[0]?.explain).toContain('which the rules do not produce here');
  });

  it('shows an action the rules refuse recorded as accepted', () => {
    const log = exportEngineEvents(orchardGame(), 'x');
    const at = indexOf(log, 'AbilityActivated', 2); // the Forest's activation
    // Recorded as a second activation of the already tapped Orchard.
    const edited = log.map((e, i) =>
      i === at
        ? { ...e, data: { ...(e.data as object), source: 'o1', card: 'Exotic Orchard' } }
        : e,
    );
    const d = auditLog(rehash(edited), CARD_CATALOG).divergences[0];
    expect(d).toMatchObject({
      revision: at,
      derived: { type: 'ActionRejected', data: { rule: '107.5' } },
    });
    expect(d?.explain).toMatch(/^The rules refuse this action: .*already tapped/);
  });
});

describe('auditLog on records the rules cannot have made', () => {
  it('flags consequences that no decision precedes', () => {
    const log = exportEngineEvents(orchardGame(), 'x');
    const forged = {
      type: 'ManaAdded',
      data: { player: 'bob', source: 'w1', mana: { C: 1 } },
      metadata: { ...log[3]!.metadata },
    };
    const report = auditLog(rehash([log[0]!, forged, ...log.slice(1)]), CARD_CATALOG);
    expect(report.divergences).toHaveLength(1);
    expect(report.divergences[0]).toMatchObject({
      revision: 1,
      recorded: { type: 'ManaAdded' },
      derived: null,
    });
    expect(report.divergences[0]?.explain).toContain('with no decision before it');
    // Following the record: bob's pool holds the forged {C} from then on.
    expect(report.eventsChecked).toBe(log.length + 1);
  });

  it('says when a game was recorded under other Comprehensive Rules', () => {
    const log = exportEngineEvents(orchardGame(), 'x');
    const first = log[0]!;
    const older = { ...first, data: { ...(first.data as object), crVersion: '2024-11-08' } };
    const [d] = auditLog(rehash([older, ...log.slice(1)]), CARD_CATALOG).divergences;
    expect(d).toMatchObject({
      revision: 0,
      recorded: { type: 'GameStarted' },
      derived: { type: 'GameStarted', data: { crVersion: '2025-09-19' } },
      rules: ['103.1'],
      viewBefore: null,
    });
    expect(d?.explain).toMatch(
      /^The game was recorded under the Comprehensive Rules of 2024-11-08; this audit applies those of 2025-09-19\./,
    );
  });

  it('shows a recorded choice the rules do not offer as refused', () => {
    const events = play({
      start: {
        turn: 3,
        activePlayer: 'alice',
        battlefield: [{ id: 'bop', card: 'Birds of Paradise', controller: 'alice' }],
      },
      actions: [
        { do: 'activate', player: 'alice', source: 'bop', ability: 0 },
        { do: 'choose', player: 'alice', choice: 'G' },
      ],
    });
    const log = exportEngineEvents(events, 'x');
    const at = indexOf(log, 'ChoiceMade');
    const edited = log.map((e, i) =>
      i === at
        ? { ...e, data: { ...(e.data as object), choice: 'C' } }
        : i === at + 1
          ? { ...e, data: { ...(e.data as object), mana: { C: 1 } } }
          : e,
    );
    const report = auditLog(rehash(edited), CARD_CATALOG);
    expect(report.divergences[0]).toMatchObject({
      revision: at,
      derived: { type: 'ActionRejected', data: { rule: '608.2d' } },
    });
    expect(report.divergences[0]?.rules[0]).toBe('608.2d');
  });
});

describe('auditLog on a tampered log (hash chain not recomputed)', () => {
  it('finds a flipped byte at its revision, and still reports what the replay sees there', async () => {
    const log = await exportThroughStore(orchardGame());
    const at = indexOf(log, 'PermanentTapped', indexOf(log, 'AbilityActivated', 2));
    const report = auditLog(flipByte(log, at, '"f1"'.slice(2)), CARD_CATALOG);
    expect(report.verdict).toBe('tampered');
    expect(report.hashChain).toEqual({ ok: false, firstBrokenRevision: at });
    expect(report.divergences.map((d) => d.revision)).toEqual([at]);
    expect(report.divergences[0]?.recorded?.data).toEqual({ permanent: 'f3', forCost: true });
  });

  it('finds an edited hash at that revision even when the events are untouched', () => {
    const log = exportEngineEvents(orchardGame(), 'x');
    const edited = log.map((e, i) =>
      i === 3 ? { ...e, metadata: { ...e.metadata, hash: '0'.repeat(64) } } : e,
    );
    expect(auditLog(edited, CARD_CATALOG)).toMatchObject({
      verdict: 'tampered',
      hashChain: { ok: false, firstBrokenRevision: 3 },
      divergences: [],
    });
  });
});

describe('auditLog on a truncated log', () => {
  it('reports a decision whose consequences stop mid-way as truncated input, not as a divergence', () => {
    const log = exportEngineEvents(orchardGame(), 'x');
    const cut = log.slice(0, -1); // the Forest's ManaAdded is gone
    const report = auditLog(cut, CARD_CATALOG);
    expect(report.verdict).toBe('invalid');
    expect(report.hashChain.ok).toBe(true);
    expect(report.divergences).toEqual([]);
    expect(report.errors).toEqual([
      {
        revision: cut.length,
        field: `[${cut.length}]`,
        message: expect.stringMatching(
          /^the log is truncated: it ends inside the outcome of the AbilityActivated at revision \d+; the rules derive 1 more event\(s\), starting with ManaAdded$/,
        ),
      },
    ]);
  });

  it('reports JSON text that is cut off', () => {
    const text = JSON.stringify(exportEngineEvents(orchardGame(), 'x'));
    const report = auditLog(text.slice(0, text.length - 40), CARD_CATALOG);
    expect(report).toMatchObject({
      verdict: 'invalid',
      eventsChecked: 0,
      hashChain: { ok: false, firstBrokenRevision: null },
    });
    expect(report.errors).toEqual([
      { revision: null, field: '$', message: expect.stringContaining('the log is truncated') },
    ]);
  });

  it('reports JSON text cut right after a comma inside an event as truncated, not merely invalid', () => {
    const text = JSON.stringify(exportEngineEvents(orchardGame(), 'x'));
    const cut = text.slice(0, text.indexOf('"data"'));
    expect(cut.endsWith(',')).toBe(true);
    expect(auditLog(cut, CARD_CATALOG).errors).toEqual([{ revision: null, field: '$', message: expect.stringContaining('the log is truncated') }]);
    expect(auditLog('[{"type": x}]', CARD_CATALOG).errors).toEqual([{ revision: null, field: '$', message: expect.stringContaining('not valid JSON') }]);
  });
});
