/**
 * A GameView as a judge reads a board at the table: the turn and step in the CR's words, each
 * player's life, mana pool and zones, the battlefield by controller (tapped or not, counters,
 * damage, attachments), the stack from the top down, and the choice the game waits for. Objects
 * are named by card name, their id beside it (the id is what actions and events use).
 *
 * @example
 * process.stdout.write(boardText(view, objectNames(state), { gameId, latestRevision }));
 */
import { MANA_TYPES, stepName, type GameView, type PermanentView, type PlayerView } from '@arbiter/rules';

export interface BoardContext {
  readonly gameId: string;
  /** The game's newest revision, so a judge sees how far into the record this board is. */
  readonly latestRevision: number;
}


/** `Llanowar Elves (elves)`; an id the state does not name (a player, a gone object) as it is. */
function named(id: string | number, names: ReadonlyMap<string, string>): string {
  const name = typeof id === 'string' ? names.get(id) : undefined;
  return name === undefined ? String(id) : `${name} (${id})`;
}

function cards(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  return ids.length === 0 ? 'none' : ids.map((id) => named(id, names)).join(', ');
}

function manaPool(pool: PlayerView['manaPool']): string {
  const mana = MANA_TYPES.filter((t) => pool[t] > 0).map((t) => (pool[t] > 5 ? `{${t}}×${pool[t]}` : `{${t}}`.repeat(pool[t])));
  return mana.length === 0 ? 'empty' : mana.join('');
}

function playerLines(name: string, p: PlayerView, view: GameView, names: ReadonlyMap<string, string>): string[] {
  const status = view.winner === name ? 'won the game' : p.inGame ? 'in the game' : 'left the game';
  const hand = typeof p.hand === 'number' ? `: ${p.hand} card${p.hand === 1 ? '' : 's'} (hidden)` : ` (${p.hand.length}): ${cards(p.hand, names)}`;
  return [
    `${name}${name === view.activePlayer ? ' (active player)' : ''}: life ${p.life}, ${status}`,
    `  mana pool: ${manaPool(p.manaPool)}`,
    `  hand${hand}`,
    `  library: ${p.librarySize} card${p.librarySize === 1 ? '' : 's'}`,
    `  graveyard (${p.graveyard.length}): ${cards(p.graveyard, names)}`,
    `  exile (${p.exile.length}): ${cards(p.exile, names)}`,
  ];
}

function permanentLine(id: string, p: PermanentView, view: GameView, names: ReadonlyMap<string, string>): string {
  const facts: string[] = [p.tapped ? 'tapped' : 'untapped'];
  const attack = view.combat?.attackers[id];
  if (attack !== undefined) {
    const blockers = attack.blockedBy.length > 0 ? `, blocked by ${attack.blockedBy.map((b) => named(b, names)).join(' and ')}` : attack.blocked ? ', blocked' : '';
    facts.push(`attacking ${attack.defending}${blockers}`);
  }
  const block = view.combat?.blockers[id];
  if (block !== undefined) facts.push(`blocking ${block.blocking.map((a) => named(a, names)).join(', ')}`);
  if (p.power !== null && p.toughness !== null) facts.push(`${p.power}/${p.toughness}`);
  const counters = Object.entries(p.counters).map(([kind, n]) => `${kind} ×${n}`);
  if (counters.length > 0) facts.push(`counters: ${counters.join(', ')}`);
  if (p.damage > 0) facts.push(`${p.damage} damage`);
  if (p.attachedTo !== null) facts.push(`attached to ${named(p.attachedTo, names)}`);
  if (p.token) facts.push('token');
  if (p.owner !== p.controller) facts.push(`owned by ${p.owner}`);
  if (p.keywords.length > 0) facts.push(p.keywords.join(', '));
  return `    ${p.card} (${id}): ${facts.join(', ')}`;
}

function battlefieldLines(view: GameView, names: ReadonlyMap<string, string>): string[] {
  const entries = Object.entries(view.battlefield);
  if (entries.length === 0) return ['Battlefield: empty'];
  const out = ['Battlefield:'];
  // Grouped by controller in turn order; within a group, in the order they came (timestamps).
  for (const player of Object.keys(view.players)) {
    const theirs = entries.filter(([, p]) => p.controller === player);
    if (theirs.length === 0) continue;
    out.push(`  ${player}:`, ...theirs.map(([id, p]) => permanentLine(id, p, view, names)));
  }
  return out;
}

function stackLines(view: GameView, names: ReadonlyMap<string, string>): string[] {
  if (view.stack.length === 0) return ['Stack: empty'];
  const out = ['Stack (top first):'];
  [...view.stack].reverse().forEach((o, i) => {
    const what = o.kind === 'spell' ? `spell ${named(o.id, names)}` : `ability ${o.id} of ${named(o.source, names)}`;
    const x = o.x !== undefined && o.x > 0 ? ` with X=${o.x}` : '';
    const targets = o.targets.length > 0 ? `, targeting ${o.targets.map((t) => named(t, names)).join(', ')}` : '';
    out.push(`  ${i + 1}. ${what}, controlled by ${o.controller}${x}: "${o.text}"${targets}`);
  });
  return out;
}

function choiceLine(view: GameView, names: ReadonlyMap<string, string>): string {
  const c = view.pendingChoice;
  if (c === null) return 'Pending choice: none';
  const bounds = c.min !== undefined || c.max !== undefined ? ` (choose ${c.min ?? 0} to ${c.max ?? c.options.length})` : '';
  return `Pending choice: ${c.player} chooses ${c.kind}${bounds} among ${c.options.map((o) => named(o, names)).join(', ')}`;
}

export function boardText(view: GameView, names: ReadonlyMap<string, string>, context: BoardContext): string {
  const players = Object.entries(view.players).flatMap(([name, p]) => playerLines(name, p, view, names));
  const lines = [
    `Game ${context.gameId} at revision ${view.revision} of ${context.latestRevision}`,
    `Turn ${view.turn}, ${view.activePlayer}'s turn, ${stepName(view.step)}${view.winner === null ? '' : `; ${view.winner} has won the game`}`,
    `Priority: ${view.priority ?? 'nobody'}`,
    '',
    ...players,
    '',
    ...battlefieldLines(view, names),
    '',
    ...stackLines(view, names),
    '',
    choiceLine(view, names),
  ];
  return `${lines.join('\n')}\n`;
}
