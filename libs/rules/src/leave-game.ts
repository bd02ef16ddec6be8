/**
 * A player leaving the game (CR 104.3a, 800.4a): objects they own leave with them; effects that
 * gave them control end, and each such permanent goes back to whoever the remaining effects or
 * its default say — or, if that player is gone too, to the player still in the game who most
 * recently controlled it (Yes Man ruling); whatever they still control is exiled; their spells
 * and abilities on the stack cease. The last player standing wins (104.2a).
 */
import type { DecideContext } from './context';
import { controllerFromEffects, permanentsInOrder, playerInGame } from './queries';
import type { PlayerName } from './state';

const LEAVE_RULE = { conceded: '104.3a', lifeZero: '704.5a', drewFromEmptyLibrary: '704.5b', poison: '704.5c' } as const;

export function leaveGame(ctx: DecideContext, player: PlayerName, reason: keyof typeof LEAVE_RULE): void {
  const effectsBefore = ctx.state.controlEffects.filter((e) => e.controller === player);
  const endedEffects = effectsBefore.map((e) => e.id);
  ctx.consequence('PlayerLeftGame', { player, reason }, LEAVE_RULE[reason]);
  const ended = new Set(endedEffects);

  for (const p of permanentsInOrder(ctx.state)) {
    if (p.owner === player) {
      ctx.consequence('PermanentLeftBattlefield', { permanent: p.id, card: p.card, owner: p.owner, to: p.token ? 'ceased' : 'outOfGame', reason: 'its owner left the game' }, '800.4a');
    }
  }
  for (const p of permanentsInOrder(ctx.state)) {
    if (p.controller !== player) continue;
    let next = controllerFromEffects(ctx.state, p, ended);
    if (!playerInGame(ctx.state, next)) {
      next = [...p.controllerHistory].reverse().find((c) => c !== player && playerInGame(ctx.state, c)) ?? player;
    }
    if (next !== player && playerInGame(ctx.state, next)) {
      const mine = effectsBefore.filter((e) => e.permanent === p.id).map((e) => e.id);
      ctx.consequence('ControlChanged', { permanent: p.id, from: player, to: next, added: null, endedEffects: mine }, '800.4a');
    }
  }
  // Then the spells and abilities they controlled on the stack cease to exist (abilities have no
  // owner: one they didn't control stays), and then what they still control is exiled (800.4a).
  for (const o of [...ctx.state.stack].reverse()) {
    if (o.controller === player || (o.kind === 'spell' && o.owner === player)) {
      ctx.consequence('StackObjectRemoved', { id: o.id, key: null, reason: 'its controller left the game', rule: '800.4a' }, '800.4a');
    }
  }
  for (const t of ctx.state.pendingTriggers) {
    if (t.controller === player) ctx.consequence('StackObjectRemoved', { id: null, key: t.key, reason: 'its controller left the game', rule: '800.4a' }, '800.4a');
  }
  for (const p of permanentsInOrder(ctx.state)) {
    if (p.controller === player) {
      ctx.consequence('PermanentLeftBattlefield', { permanent: p.id, card: p.card, owner: p.owner, to: 'exile', reason: 'its controller left the game' }, '800.4a');
    }
  }
  const remaining = ctx.state.players.filter((p) => playerInGame(ctx.state, p));
  if (remaining.length === 1 && remaining[0] !== undefined) ctx.consequence('GameWon', { player: remaining[0] }, '104.2a');
}
