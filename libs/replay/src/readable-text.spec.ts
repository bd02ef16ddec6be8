/**
 * Readable lines (issue: every line a judge reads names cards by name): over every scenario game,
 * no event line, backup line or why-chain link shows a bare object id where the card's name was
 * public at that point — only "Name (id)".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoggedEvent } from '@arbiter/game-log';
import { learnNames, type GameEvent } from '@arbiter/rules';
import { parseScenario, runScenario } from '@arbiter/scenarios';
import { backupPlan } from './backup-plan';
import { createDecider } from '@arbiter/rules';
import { SCENARIO_FOLDERS, scenarioCatalog } from './testing/scenario-files';
import { describeLoggedInOrder, whyChain } from './why-chain';

const folders = SCENARIO_FOLDERS;
const CARD_CATALOG = scenarioCatalog();
const decider = createDecider(CARD_CATALOG);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ids a line shows bare (not as "Name (id)") although a name is known for them. */
function bareIds(line: string, names: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const [id, name] of names) {
    const stripped = line.split(`${name} (${id})`).join('');
    if (new RegExp(`(?<![\\w/-])${escape(id)}(?![\\w/-])`).test(stripped)) out.push(id);
  }
  return out;
}

function logged(events: readonly GameEvent[]): LoggedEvent[] {
  return events.map((e, revision) => ({ revision, type: e.type, data: e.data, metadata: { ...e.metadata, $correlationId: '', $causationId: '', hash: '' } }));
}

const games = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const scenario = parseScenario(readFileSync(join(folder, file), 'utf8'), file, CARD_CATALOG);
      return { file, events: runScenario(scenario, decider, 'text').allEvents };
    }),
);

describe('readable lines', () => {
  it('names every card whose name is public, in event lines, backup lines and why-chains', () => {
    expect(games.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { file, events } of games) {
      const log = logged(events);
      const texts = describeLoggedInOrder(log);
      const names = new Map<string, string>();
      events.forEach((e, i) => {
        learnNames(names, e);
        // A refusal's reason quotes the command as given; it is not a line about the game's objects.
        if (e.type === 'ActionRejected') return;
        for (const id of bareIds(texts[i] ?? '', names)) problems.push(`${file} @${i} ${e.type}: "${id}" in ${texts[i] ?? ''}`);
      });
      for (const a of backupPlan(log, 0).actions) {
        const known = new Map<string, string>();
        events.slice(0, a.revision + 1).forEach((e) => { learnNames(known, e); });
        if (a.type !== 'ActionRejected') for (const id of bareIds(a.text, known)) problems.push(`${file} backup @${a.revision}: "${id}" in ${a.text}`);
      }
      const last = log.at(-1);
      if (last !== undefined) {
        for (const l of whyChain(log, last.revision).chain) {
          const known = new Map<string, string>();
          events.slice(0, l.revision + 1).forEach((e) => { learnNames(known, e); });
          if (l.type !== 'ActionRejected') for (const id of bareIds(l.text, known)) problems.push(`${file} why @${l.revision}: "${id}" in ${l.text}`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('says how many cards were drawn in words, and steps in the CR\'s words', () => {
    const all = games.flatMap(({ events }) => describeLoggedInOrder(logged(events)));
    expect(all.some((t) => /drew two cards/.test(t))).toBe(true);
    expect(all.some((t) => /the precombat main phase began/.test(t))).toBe(true);
    expect(all.filter((t) => /card\(s\)|precombatMain/.test(t))).toEqual([]);
  });
});
