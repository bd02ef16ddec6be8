import { ForbiddenException } from '@nestjs/common';
import type { Perspective, Role } from '@arbiter/platform';

/**
 * What a caller may see (the README's HTTP API section): a judge everything (or any player's view with `as`);
 * a player their own view only; a recorder the public view only, every hand as a count (a
 * player's view would show that player's hand, names included).
 */
export function perspectiveOf(role: Role | undefined, as: string | undefined): Perspective {
  if (role?.kind === 'judge') return as === undefined ? { kind: 'all' } : { kind: 'player', player: as };
  if (role?.kind === 'player') {
    if (as !== undefined && as !== role.player) throw new ForbiddenException(`player:${role.player} may not see ${as}'s view`);
    return { kind: 'player', player: role.player };
  }
  if (as !== undefined) throw new ForbiddenException(`a ${role?.kind ?? 'caller'} sees the public view (every hand as a count); ?as= is for judges`);
  return { kind: 'public' };
}
