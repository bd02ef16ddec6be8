import { SetMetadata } from '@nestjs/common';

export const ROLES_KEY = 'arbiter:roles';
export const PUBLIC_KEY = 'arbiter:public';

/** Roles allowed on a route: `recorder`, `judge`, `player` (any player). */
export type RoleKind = 'recorder' | 'judge' | 'player';
export const Roles = (...roles: RoleKind[]) => SetMetadata(ROLES_KEY, roles);
/** No key needed (health, docs). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
