/**
 * API keys (the README's HTTP API section): `Authorization: Bearer <key>` (or `?key=` for EventSource and links).
 * The scheme's name is case-insensitive (RFC 9110 §11.1): `bearer` and `BEARER` work too.
 * Missing or unknown key → 401; a role the route does not allow → 403.
 */
import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { API_KEYS, describeRole, type ApiKeys, type Role } from '@arbiter/platform';
import { PUBLIC_KEY, ROLES_KEY, type RoleKind } from './roles.decorator';

/** `Bearer <token>`, any letter case, any spaces between. */
const BEARER = /^bearer[ \t]+(\S*)[ \t]*$/i;

export interface AuthedRequest extends FastifyRequest<{ Querystring: Record<string, unknown> }> {
  role?: Role;
}

@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(API_KEYS) private readonly keys: ApiKeys,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_KEY, targets) === true) return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const header = req.headers.authorization;
    const fromQuery = typeof req.query['key'] === 'string' ? req.query['key'] : undefined;
    const bearer = header === undefined ? null : BEARER.exec(header);
    const key = bearer === null ? fromQuery : bearer[1];
    if (key === undefined || key === '') throw new UnauthorizedException('an API key is required: Authorization: Bearer <key>');
    const role = this.keys.keys.get(key);
    if (role === undefined) throw new UnauthorizedException('unknown API key');
    req.role = role;
    const allowed = this.reflector.getAllAndOverride<RoleKind[] | undefined>(ROLES_KEY, targets);
    if (allowed !== undefined && !allowed.includes(role.kind)) {
      throw new ForbiddenException(`role ${describeRole(role)} may not do this (needs ${allowed.join(' or ')})`);
    }
    return true;
  }
}
