/**
 * The audit report as one self-contained HTML page (inline CSS, no scripts, no external assets) a
 * judge can print or hand to players. Every dynamic string is HTML-escaped. Divergences are
 * `<article class="divergence" id="divergence-<revision>">` so a browser test can find them.
 */
import type { AuditReport, AuditedEvent, Divergence } from './audit-report.types';
import type { CardNames } from '@arbiter/rules';
import { describeAudited, namesFromView } from './divergence-explain';
import { summarizeView, verdictText } from './view-summary';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const CSS = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.5rem;margin-bottom:.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ccc}h3{font-size:1.05rem;margin:0 0 .5rem}
.verdict{padding:.75rem 1rem;border-radius:6px;font-weight:600}
.verdict-consistent{background:#e6f4ea;color:#0d5223}.verdict-divergent{background:#fff4e5;color:#7a4100}
.verdict-tampered{background:#fde7e9;color:#8a1020}.verdict-invalid{background:#eceff1;color:#263238}
dl.facts{display:grid;grid-template-columns:max-content auto;gap:.25rem 1rem}dl.facts dt{font-weight:600}dl.facts dd{margin:0}
.divergence{border:1px solid #d0d0d0;border-radius:6px;padding:1rem;margin:1rem 0;page-break-inside:avoid}
table.sides{width:100%;border-collapse:collapse;table-layout:fixed}table.sides th,table.sides td{border:1px solid #ddd;padding:.4rem;vertical-align:top;text-align:left;white-space:normal;overflow-wrap:break-word;word-break:normal}
td.recorded{background:#fff8f0}td.derived{background:#f0f7ff}.meta{color:#555;font-size:.85em}
.rule{display:inline-block;background:#eef;border-radius:3px;padding:0 .35rem;margin-right:.25rem;font-family:ui-monospace,monospace}
.view-before{background:#fafafa;border-left:3px solid #bbb;padding:.5rem .75rem;margin-top:.75rem;font-size:.9em}.view-before ul{margin:.25rem 0}
code{font-family:ui-monospace,monospace}.none{color:#777;font-style:italic}
@media print{body{margin:0}.divergence{border-color:#999}}
`;

function sideCell(e: AuditedEvent | null, cls: string, names: CardNames): string {
  if (e === null) return `<td class="${cls}"><span class="none">nothing</span></td>`;
  const rule = e.metadata.rule === undefined ? '' : `, CR ${escapeHtml(e.metadata.rule)}`;
  return `<td class="${cls}"><div class="line">${escapeHtml(describeAudited(e, names))}</div><div class="meta"><code>${escapeHtml(e.type)}</code> — ${escapeHtml(e.metadata.kind)} by ${escapeHtml(e.metadata.actor)}${rule}</div></td>`;
}

function list(items: readonly string[], empty: string): string {
  return items.length === 0
    ? `<span class="none">${escapeHtml(empty)}</span>`
    : `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

function viewBefore(d: Divergence): string {
  if (d.viewBefore === null) return '';
  const s = summarizeView(d.viewBefore);
  return [
    `<div class="view-before"><strong>Before it</strong> (${escapeHtml(s.header)})`,
    `<div class="players">${list(s.players, 'no players')}</div>`,
    `<div class="battlefield"><em>Battlefield</em> ${list(s.battlefield, 'empty')}</div>`,
    `<div class="stack"><em>Stack, bottom first</em> ${list(s.stack, 'empty')}</div>`,
    s.pendingChoice === null
      ? ''
      : `<div class="pending"><em>Pending:</em> ${escapeHtml(s.pendingChoice)}</div>`,
    '</div>',
  ].join('');
}

function divergenceArticle(d: Divergence, id: string, n: number): string {
  const rules =
    d.rules.length === 0
      ? '<span class="none">none cited</span>'
      : d.rules.map((r) => `<span class="rule">CR ${escapeHtml(r)}</span>`).join('');
  return [
    `<article class="divergence" id="${escapeHtml(id)}" data-revision="${d.revision}">`,
    `<h3>${n}. Revision ${d.revision}</h3>`,
    '<table class="sides"><thead><tr><th>Recorded</th><th>The rules derive</th></tr></thead><tbody><tr>',
    sideCell(d.recorded, 'recorded', namesFromView(d.viewBefore)),
    sideCell(d.derived, 'derived', namesFromView(d.viewBefore)),
    '</tr></tbody></table>',
    `<p class="rules">Rules: ${rules}</p>`,
    `<p class="explain">${escapeHtml(d.explain)}</p>`,
    viewBefore(d),
    '</article>',
  ].join('\n');
}

/** Element ids for divergences: `divergence-<revision>`, then `-2`, `-3`... at the same revision. */
function divergenceIds(divergences: readonly Divergence[]): string[] {
  const seen = new Map<number, number>();
  return divergences.map((d) => {
    const n = (seen.get(d.revision) ?? 0) + 1;
    seen.set(d.revision, n);
    return n === 1 ? `divergence-${d.revision}` : `divergence-${d.revision}-${n}`;
  });
}

/**
 * @example
 * res.type('html').send(renderAuditHtml(auditLog(body, CARD_CATALOG)));
 */
export function renderAuditHtml(report: AuditReport): string {
  const chain = report.hashChain;
  const game = report.gameId ?? '(unknown)';
  const verdict = verdictText(report.verdict, {
    divergences: report.divergences.length,
    errors: report.errors.length,
    brokenAt: chain.firstBrokenRevision,
  });
  const chainText = chain.ok
    ? 'whole'
    : chain.firstBrokenRevision === null
      ? 'not checked'
      : `broken at revision ${chain.firstBrokenRevision}`;
  const ids = divergenceIds(report.divergences);
  const errors =
    report.errors.length === 0
      ? ''
      : `<section id="errors"><h2>Problems with the input (${report.errors.length})</h2><ul>${report.errors
          .map(
            (e) =>
              `<li class="error"${e.revision === null ? '' : ` data-revision="${e.revision}"`}><code>${escapeHtml(e.field)}</code>: ${escapeHtml(e.message)}</li>`,
          )
          .join('')}</ul></section>`;
  const divergences =
    report.divergences.length === 0
      ? '<p class="none">None: the rules derive exactly what was recorded.</p>'
      : report.divergences
          .map((d, i) => divergenceArticle(d, ids[i] ?? `divergence-${i}`, i + 1))
          .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Audit of game ${escapeHtml(game)} — ${escapeHtml(report.verdict)}</title>
<style>${CSS}</style>
</head>
<body>
<header>
<h1>Audit of game ${escapeHtml(game)}</h1>
<p id="verdict" class="verdict verdict-${escapeHtml(report.verdict)}" data-verdict="${escapeHtml(report.verdict)}">${escapeHtml(verdict)}</p>
</header>
<section id="summary"><dl class="facts">
<dt>Players</dt><dd>${report.players.length === 0 ? '—' : escapeHtml(report.players.join(', '))}</dd>
<dt>Comprehensive Rules</dt><dd id="cr-version">${escapeHtml(report.crVersion)}</dd>
<dt>Events checked</dt><dd id="events-checked">${report.eventsChecked} of ${report.eventCount}</dd>
<dt>Hash chain</dt><dd id="hash-chain" data-ok="${String(chain.ok)}">${escapeHtml(chainText)}</dd>
${report.checkedAt === null ? '' : `<dt>Checked at</dt><dd>${escapeHtml(report.checkedAt)}</dd>`}
</dl></section>
${errors}
<section id="divergences"><h2>Divergences (${report.divergences.length})</h2>
${divergences}
</section>
</body>
</html>
`;
}
