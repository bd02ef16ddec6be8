import { CARD_CATALOG } from '@arbiter/cards';
import type { ExternalLogEvent } from '@arbiter/game-log';
import { auditLog } from './audit';
import { renderAuditHtml } from './audit-html';
import { renderAuditMarkdown } from './audit-markdown';
import type { AuditReport } from './audit-report.types';
import { exportEngineEvents } from './engine-log-export';
import { orchardGame, play } from './testing/games';
import { rehash } from './testing/store-export';

const SCRIPT = '<script>alert("x")</script>';

function orchardReport(): { report: AuditReport; at: number } {
  const log = exportEngineEvents(orchardGame(), 'x');
  const at = log.findIndex((e) => e.type === 'ManaNotProduced');
  const original = log[at] as ExternalLogEvent;
  const edited = log.map((e, i) =>
    i === at
      ? {
          type: 'ManaAdded',
          data: { player: 'alice', source: 'o1', mana: { G: 1 } },
          metadata: { ...original.metadata, rule: '106.3' },
        }
      : e,
  );
  return {
    report: auditLog(rehash(edited), CARD_CATALOG, { checkedAt: '2025-10-01T12:00:00Z' }),
    at,
  };
}

/** A divergent game whose object ids carry markup: a permanent named `<script>...`. */
function hostileReport(): AuditReport {
  const events = play({
    start: {
      turn: 3,
      activePlayer: 'alice',
      battlefield: [{ id: SCRIPT, card: 'Forest', controller: 'alice' }],
    },
    actions: [{ do: 'activate', player: 'alice', source: SCRIPT, ability: 0 }],
  });
  const log = exportEngineEvents(events, 'x');
  const at = log.findIndex((e) => e.type === 'ManaAdded');
  const edited = log.map((e, i) =>
    i === at ? { ...e, data: { player: 'alice', source: SCRIPT, mana: { G: 2 } } } : e,
  );
  const report = auditLog(rehash(edited), CARD_CATALOG);
  // A report can come from elsewhere too: names in it are never trusted.
  const d = report.divergences[0]!;
  const view = d.viewBefore!;
  return {
    ...report,
    gameId: SCRIPT,
    players: ['alice', SCRIPT],
    divergences: [
      {
        ...d,
        explain: `${d.explain} ${SCRIPT}`,
        viewBefore: {
          ...view,
          battlefield: { ...view.battlefield, x: { ...view.battlefield[SCRIPT]!, card: SCRIPT } },
        },
      },
    ],
    errors: [{ revision: 1, field: `[1].${SCRIPT}`, message: SCRIPT }],
  };
}

describe('renderAuditHtml', () => {
  it('gives the verdict in words, the CR version, events checked, the hash chain and each divergence side by side', () => {
    const { report, at } = orchardReport();
    const html = renderAuditHtml(report);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(
      '<p id="verdict" class="verdict verdict-divergent" data-verdict="divergent">Divergent: the record departs from what the rules derive at 1 place(s)',
    );
    expect(html).toContain('<dd id="cr-version">2025-09-19</dd>');
    expect(html).toContain(
      `<dd id="events-checked">${report.eventsChecked} of ${report.eventCount}</dd>`,
    );
    expect(html).toContain('<dd id="hash-chain" data-ok="true">whole</dd>');
    expect(html).toContain(
      `<article class="divergence" id="divergence-${at}" data-revision="${at}">`,
    );
    expect(html).toContain(
      '<td class="recorded"><div class="line">alice added {G} to their mana pool from Exotic Orchard (o1) [106.3]</div>',
    );
    expect(html).toContain(
      '<td class="derived"><div class="line">Exotic Orchard (o1) made no mana for alice: no type of mana can be defined [106.5]</div>',
    );
    expect(html).toContain('<span class="rule">CR 106.7</span><span class="rule">CR 105.4</span>');
    expect(html).toContain('<li>o1 Exotic Orchard: controlled by alice, tapped</li>');
    expect(html).toContain('<li>alice: life 20, pool empty, hand 0, library 5, graveyard 0</li>');
  });

  it('is self-contained: inline CSS, no scripts, no external assets', () => {
    const html = renderAuditHtml(orchardReport().report);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|src=|href=|@import|url\(/i);
  });

  it('escapes every dynamic string (object ids, card and player names, messages)', () => {
    const html = renderAuditHtml(hostileReport());
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain(`id="divergence-`);
  });

  it('gives repeated revisions distinct element ids', () => {
    const { report } = orchardReport();
    const d = report.divergences[0]!;
    const html = renderAuditHtml({ ...report, divergences: [d, d] });
    expect(html).toContain(`id="divergence-${d.revision}"`);
    expect(html).toContain(`id="divergence-${d.revision}-2"`);
  });

  it('lists the problems of invalid input', () => {
    const html = renderAuditHtml(auditLog('[{"type":"GameStarted"}]', CARD_CATALOG));
    expect(html).toContain('verdict-invalid');
    expect(html).toContain(
      '<li class="error" data-revision="0"><code>[0].data</code>: missing</li>',
    );
    expect(html).toContain('<dd id="hash-chain" data-ok="false">broken at revision 0</dd>');
  });
});

describe('renderAuditMarkdown', () => {
  it('gives the verdict, the facts, and each divergence with its rules and the state before it', () => {
    const { report, at } = orchardReport();
    const md = renderAuditMarkdown(report);
    expect(md).toContain('**Verdict: DIVERGENT**');
    expect(md).toContain('| Comprehensive Rules | 2025-09-19 |');
    expect(md).toContain(`| Events checked | ${report.eventsChecked} of ${report.eventCount} |`);
    expect(md).toContain('| Hash chain | whole |');
    expect(md).toContain('| Checked at | 2025-10-01T12:00:00Z |');
    expect(md).toContain(`### 1. Revision ${at}`);
    expect(md).toContain('- **Recorded:** alice added {G} to their mana pool from Exotic Orchard (o1) \\[106.3\\]');
    expect(md).toContain('**Rules:** CR 106.7, CR 105.4, CR 106.3, CR 106.5');
    expect(md).toContain('  - o1 Exotic Orchard: controlled by alice, tapped');
  });

  it('escapes markup and table breakers from the log', () => {
    const md = renderAuditMarkdown(hostileReport());
    expect(md).not.toContain('<script');
    expect(md).toContain('&lt;script&gt;');
    expect(md).toContain('| Players | alice, &lt;script&gt;alert("x")&lt;/script&gt; |');
    expect(renderAuditMarkdown({ ...hostileReport(), players: ['a|b'] })).toContain(
      '| Players | a\\|b |',
    );
  });

  it('says so when there is nothing to report', () => {
    const md = renderAuditMarkdown(auditLog(exportEngineEvents(orchardGame(), 'x'), CARD_CATALOG));
    expect(md).toContain('**Verdict: CONSISTENT**');
    expect(md).toContain('None: the rules derive exactly what was recorded.');
  });

  it('wraps each side of a divergence between words, never cutting a word or hiding the rest', () => {
    const html = renderAuditHtml(auditLog(JSON.stringify([]), CARD_CATALOG));
    expect(html).toMatch(/table\.sides td\{[^}]*white-space:normal;overflow-wrap:break-word;word-break:normal/);
    expect(html).not.toMatch(/text-overflow|overflow:hidden/);
  });
});
