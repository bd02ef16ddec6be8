import { Controller, Get, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Answers, Fails, schemaRef } from '../openapi/responses';
import type { Identity } from '@arbiter/contracts';
import type { AuthedRequest } from '../auth/api-key.guard';

/** Who a key belongs to, so the web UI shows only what that role may see (the README's HTTP API section). */
@ApiTags('me')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  @Get()
  @ApiOperation({ summary: "The caller's role (and player, for a player key)" })
  @Answers(schemaRef('Identity'), 'Who the key belongs to')
  @Fails(401)
  me(@Req() req: AuthedRequest): Identity {
    const role = req.role;
    if (role === undefined) return { role: 'recorder', player: null }; // unreachable: the guard sets it
    return role.kind === 'player'
      ? { role: 'player', player: role.player }
      : { role: role.kind, player: null };
  }
}
