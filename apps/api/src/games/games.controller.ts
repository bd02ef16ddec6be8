/**
 * Games (the README's HTTP API section): thin — validated DTOs to service calls, results to HTTP.
 */
import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, Res, Sse, type MessageEvent } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { filter, map, type Observable } from 'rxjs';
import { BadInputError, GAME_PAGE, GameCatalog, GameCommandService, GameQueryService, redactEvent } from '@arbiter/platform';
import type { AuthedRequest } from '../auth/api-key.guard';
import { Roles } from '../auth/roles.decorator';
import { CreateGameDto } from './dto/create-game.dto';
import { LIST_GAMES_QUERY, listGamesQuery } from './dto/list-games.query.dto';
import { PostActionDto, toCommand } from './dto/post-action.dto';
import { perspectiveOf } from './perspective';
import { intParam, requiredInt } from './query-params';
import { sendReport } from '../audits/report-negotiation';

const id = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: HttpStatus.NOT_FOUND });

@ApiTags('games')
@ApiBearerAuth()
@Controller('games')
export class GamesController {
  constructor(
    private readonly commands: GameCommandService,
    private readonly games: GameQueryService,
    private readonly catalog: GameCatalog,
  ) {}

  @Post()
  @Roles('recorder', 'judge')
  @ApiOperation({ summary: 'Start a game' })
  create(@Body() body: CreateGameDto) {
    return this.commands.createGame({
      players: body.players,
      ...(body.seed === undefined ? {} : { seed: body.seed }),
      ...(body.start === undefined ? {} : { start: body.start }),
    });
  }

  @Get()
  @ApiOperation({
    summary: 'List games, oldest first, a page at a time',
    description:
      'From the games read model, with the events its projector has not handled yet folded in (from the store when there is no read model). ' +
      'When more games follow, `Link: </games?limit=..&after=<last id>>; rel="next"` gives the next page.',
  })
  @ApiQuery(LIST_GAMES_QUERY[0])
  @ApiQuery(LIST_GAMES_QUERY[1])
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const query = listGamesQuery(raw);
    const page = await this.catalog.page(query);
    if (page.next !== null) void res.header('Link', `</games?limit=${query.limit ?? GAME_PAGE.default}&after=${page.next}>; rel="next"`);
    return page.games;
  }

  @Post(':id/actions')
  @HttpCode(200)
  @Roles('recorder', 'judge')
  @ApiOperation({ summary: 'Post one action; 409 on a stale expectedRevision, 422 when the rules refuse it' })
  async act(@Param('id', id) gameId: string, @Body() body: PostActionDto, @Req() req: AuthedRequest) {
    const result = await this.commands.act(gameId, toCommand(body.action), {
      ...(body.expectedRevision === undefined ? {} : { expectedRevision: body.expectedRevision }),
      ...(body.commandId === undefined ? {} : { commandId: body.commandId }),
    });
    // A recorder records what it cannot see (drawn cards): the answer shows what it may.
    const perspective = perspectiveOf(req.role, undefined);
    return perspective.kind === 'all' ? result : { ...result, events: result.events.map((e) => redactEvent(e, perspective)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'GameView now' })
  @ApiQuery({ name: 'as', required: false, description: "judge only: that player's view" })
  now(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query('as') as?: string) {
    return this.games.view(gameId, perspectiveOf(req.role, as));
  }

  @Get(':id/view')
  @ApiOperation({ summary: 'GameView at a revision (?at=) or an instant (?time=ISO)' })
  @ApiQuery({ name: 'at', required: false })
  @ApiQuery({ name: 'time', required: false })
  @ApiQuery({ name: 'as', required: false, description: "judge only: that player's view" })
  async view(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query('at') at?: string, @Query('time') time?: string, @Query('as') as?: string) {
    let revision = intParam(at, 'at');
    if (time !== undefined) {
      if (revision !== undefined) throw new BadInputError('time', 'give either at or time, not both');
      const instant = new Date(time);
      if (Number.isNaN(instant.getTime())) throw new BadInputError('time', `not an ISO date: ${JSON.stringify(time)}`);
      revision = await this.games.revisionAtTime(gameId, instant);
    }
    return this.games.view(gameId, perspectiveOf(req.role, as), revision);
  }

  @Get(':id/events')
  @ApiOperation({ summary: 'Events with a readable line each' })
  @ApiQuery({ name: 'from', required: false })
  @ApiQuery({ name: 'to', required: false })
  events(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query('from') from?: string, @Query('to') to?: string) {
    return this.games.events(gameId, perspectiveOf(req.role, undefined), intParam(from, 'from') ?? 0, intParam(to, 'to'));
  }

  @Get(':id/diff')
  @ApiOperation({ summary: 'What changed in the GameView between two revisions' })
  diff(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query('from') from?: string, @Query('to') to?: string) {
    return this.games.diff(gameId, perspectiveOf(req.role, undefined), requiredInt(from, 'from'), requiredInt(to, 'to'));
  }

  @Get(':id/why/:revision')
  @Roles('judge', 'recorder')
  @ApiOperation({ summary: 'The causation chain from the decision down to this event' })
  why(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Param('revision') revision: string) {
    return this.games.why(gameId, requiredInt(revision, 'revision'), perspectiveOf(req.role, undefined));
  }

  @Sse(':id/live')
  @ApiOperation({ summary: 'Server-Sent Events: history (from ?from=, default 0), then live' })
  @ApiQuery({ name: 'from', required: false })
  async live(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query('from') from?: string): Promise<Observable<MessageEvent>> {
    const first = intParam(from, 'from') ?? 0;
    await this.games.currentRevision(gameId); // 404 before the stream starts
    return this.games.live(gameId, perspectiveOf(req.role, undefined)).pipe(
      filter((e) => e.revision >= first), // a client that already holds the history skips it
      map((e) => ({ data: e, id: String(e.revision), type: 'message' })),
    );
  }

  @Get(':id/export')
  @Roles('judge')
  @ApiOperation({ summary: 'The external log (docs/log-format.md)' })
  @Header('Cache-Control', 'no-store')
  export(@Param('id', id) gameId: string) {
    return this.games.export(gameId);
  }

  @Post(':id/audit')
  @HttpCode(200)
  @Roles('judge')
  @ApiOperation({ summary: 'Audited replay of a stored game; Accept: text/html or text/markdown for the readable report' })
  async audit(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Res() res: FastifyReply): Promise<void> {
    sendReport(req, res, await this.games.audit(gameId));
  }

  @Get(':id/backup')
  @Roles('judge')
  @ApiOperation({ summary: 'Judge backup (IPG 1.4): the actions a backup to ?to= reverses, most recent first' })
  backup(@Param('id', id) gameId: string, @Query('to') to?: string) {
    return this.games.backup(gameId, requiredInt(to, 'to'));
  }
}
