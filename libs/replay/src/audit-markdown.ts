/**
 * The audit report as Markdown, for a judge to read or hand to players. Every string that comes
 * from the log is escaped, so a card or player name cannot inject markup or break a table.
 */
import { CR_VERSION } from '@arbiter/rules';
import type { AuditReport, Divergence } from './audit-report.types';
import type { CardNames } from '@arbiter/rules';
import { describeAudited, namesFromView } from './divergence-explain';
import { summarizeView, verdictText } from './view-summary';

/** Escapes Markdown syntax and HTML (Markdown renderers pass raw HTML through). */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~])/g, '\\$1')
    .replace(/\r?\n/g, ' ');
}

function side(label: string, e: Divergence['recorded'], names: CardNames): string {
  if (e === null) return `- **${label}:** _nothing_`;
  const rule = e.metadata.rule === undefined ? '' : `, CR ${escapeMarkdown(e.metadata.rule)}`;
  return `- **${label}:** ${escapeMarkdown(describeAudited(e, names))} (${escapeMarkdown(e.type)}, ${escapeMarkdown(e.metadata.kind)} by ${escapeMarkdown(e.metadata.actor)}${rule})`;
}

function divergenceSection(d: Divergence, n: number): string[] {
  const lines = [
    `### ${n}. Revision ${d.revision}`,
    '',
    side('Recorded', d.recorded, namesFromView(d.viewBefore)),
    side('Rules derive', d.derived, namesFromView(d.viewBefore)),
    '',
  ];
  lines.push(
    `**Rules:** ${d.rules.length === 0 ? '_none cited_' : d.rules.map((r) => `CR ${escapeMarkdown(r)}`).join(', ')}`,
    '',
  );
  lines.push(escapeMarkdown(d.explain), '');
  if (d.viewBefore !== null) {
    const s = summarizeView(d.viewBefore);
    lines.push(`**Before it** (${escapeMarkdown(s.header)}):`, '');
    for (const p of s.players) lines.push(`- ${escapeMarkdown(p)}`);
    lines.push('', s.battlefield.length === 0 ? '- Battlefield: empty' : '- Battlefield:');
    for (const b of s.battlefield) lines.push(`  - ${escapeMarkdown(b)}`);
    lines.push(s.stack.length === 0 ? '- Stack: empty' : '- Stack (bottom first):');
    for (const o of s.stack) lines.push(`  - ${escapeMarkdown(o)}`);
    if (s.pendingChoice !== null) lines.push(`- Pending: ${escapeMarkdown(s.pendingChoice)}`);
    lines.push('');
  }
  return lines;
}

/**
 * @example
 * await writeFile('audit.md', renderAuditMarkdown(auditLog(log, CARD_CATALOG)));
 */
export function renderAuditMarkdown(report: AuditReport): string {
  const chain = report.hashChain;
  const lines = [
    `# Audit of game ${escapeMarkdown(report.gameId ?? '(unknown)')}`,
    '',
    `**Verdict: ${report.verdict.toUpperCase()}** — ${escapeMarkdown(verdictText(report.verdict, { divergences: report.divergences.length, errors: report.errors.length, brokenAt: chain.firstBrokenRevision }))}`,
    '',
    '| | |',
    '|---|---|',
    `| Players | ${report.players.length === 0 ? '—' : report.players.map(escapeMarkdown).join(', ')} |`,
    `| Comprehensive Rules | ${escapeMarkdown(report.crVersion || CR_VERSION)} |`,
    `| Events checked | ${report.eventsChecked} of ${report.eventCount} |`,
    `| Hash chain | ${chain.ok ? 'whole' : chain.firstBrokenRevision === null ? 'not checked' : `broken at revision ${chain.firstBrokenRevision}`} |`,
    ...(report.checkedAt === null ? [] : [`| Checked at | ${escapeMarkdown(report.checkedAt)} |`]),
    '',
  ];
  if (report.errors.length > 0) {
    lines.push(`## Problems with the input (${report.errors.length})`, '');
    for (const e of report.errors)
      lines.push(`- **${escapeMarkdown(e.field)}**: ${escapeMarkdown(e.message)}`);
    lines.push('');
  }
  lines.push(`## Divergences (${report.divergences.length})`, '');
  if (report.divergences.length === 0)
    lines.push('None: the rules derive exactly what was recorded.', '');
  report.divergences.forEach((d, i) => lines.push(...divergenceSection(d, i + 1)));
  return lines.join('\n');
}
