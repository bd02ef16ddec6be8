/**
 * Games (the README's HTTP API section): thin — validated DTOs to service calls, results to HTTP.
 */
import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, Res, Sse, type MessageEvent } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { filter, map, type Observable } from 'rxjs';
import { actionOutcome, ArbiterMetrics, BadInputError, GAME_PAGE, GameCatalog, GameCommandService, GameQueryService, redactEvent, type ActResult } from '@arbiter/platform';
import type { AuthedRequest } from '../auth/api-key.guard';
import { Roles } from '../auth/roles.decorator';
import { CreateGameDto } from './dto/create-game.dto';
import { LIST_GAMES_QUERY, listGamesQuery } from './dto/list-games.query.dto';
import { PostActionDto, toCommand } from './dto/post-action.dto';
import { perspectiveOf } from './perspective';
import { requiredInt } from './query-params';
import { BackupQuery, DiffQuery, EventsQuery, LiveQuery, PerspectiveQuery, ViewQuery } from './dto/game-queries.dto';
import { sendReport } from '../audits/report-negotiation';
import { etagOf, IMMUTABLE, notModified } from '../http/etag';
import { Answers, AnswersText, Fails, listOf, schemaRef } from '../openapi/responses';

const id = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: HttpStatus.NOT_FOUND });

@ApiTags('games')
@ApiBearerAuth()
@ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' }, description: 'the game' })
@Controller('games')
export class GamesController {
  constructor(
    private readonly commands: GameCommandService,
    private readonly games: GameQueryService,
    private readonly catalog: GameCatalog,
    private readonly metrics: ArbiterMetrics,
  ) {}

  @Post()
  @Roles('recorder', 'judge')
  @ApiOperation({ summary: 'Start a game' })
  @Answers(schemaRef('GameCreated'), 'The game, at revision 0', { status: 201 })
  @Fails(400, 401, 403, 413, 415, 503)
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
  @Answers(listOf('GameSummary'), 'A page of games')
  @Fails(400, 401)
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
  @Answers(schemaRef('ActResult'), 'The events the action recorded (what the caller may see of them)')
  @Fails(400, 401, 403, 404, 409, 413, 415, 422, 503)
  async act(@Param('id', id) gameId: string, @Body() body: PostActionDto, @Req() req: AuthedRequest) {
    let result: ActResult;
    try {
      result = await this.commands.act(gameId, toCommand(body.action), {
        ...(body.expectedRevision === undefined ? {} : { expectedRevision: body.expectedRevision }),
        ...(body.commandId === undefined ? {} : { commandId: body.commandId }),
        correlationId: req.id, // X-Request-Id
      });
    } catch (err) {
      this.metrics.actions.inc({ outcome: actionOutcome(err) });
      throw err;
    }
    this.metrics.actions.inc({ outcome: 'recorded' });
    // A recorder records what it cannot see (drawn cards): the answer shows what it may.
    const perspective = perspectiveOf(req.role, undefined);
    return perspective.kind === 'all' ? result : { ...result, events: result.events.map((e) => redactEvent(e, perspective)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'GameView now' })
  @Answers(schemaRef('GameView'), 'The game now')
  @Fails(400, 401, 403, 404)
  now(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query() query: PerspectiveQuery) {
    return this.games.view(gameId, perspectiveOf(req.role, query.as));
  }

  @Get(':id/view')
  @ApiOperation({ summary: 'GameView at a revision (?at=) or an instant (?time=ISO)' })
  @ApiResponse({
    status: 200,
    description: 'The game then. With ?at=, an ETag and `Cache-Control: private, max-age=31536000, immutable`',
    headers: { ETag: { schema: { type: 'string' }, description: 'with ?at=' }, 'Cache-Control': { schema: { type: 'string' }, description: 'with ?at=' } },
    content: { 'application/json': { schema: schemaRef('GameView') } },
  })
  @ApiResponse({ status: 304, description: 'With ?at= and If-None-Match naming its ETag: not modified, no body' })
  @Fails(400, 401, 403, 404)
  async view(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query() query: ViewQuery, @Res({ passthrough: true }) res: FastifyReply) {
    let revision = query.at;
    if (query.time !== undefined) {
      if (revision !== undefined) throw new BadInputError('time', 'give either at or time, not both');
      revision = await this.games.revisionAtTime(gameId, new Date(query.time));
    }
    const view = await this.games.view(gameId, perspectiveOf(req.role, query.as), revision);
    if (query.at === undefined) return view;
    // A past revision never changes (http/etag.ts).
    const tag = etagOf(view);
    void res.header('ETag', tag).header('Cache-Control', IMMUTABLE).header('Vary', 'Authorization');
    if (!notModified(req.headers['if-none-match'], tag)) return view;
    void res.status(HttpStatus.NOT_MODIFIED);
    return undefined;
  }

  @Get(':id/events')
  @ApiOperation({ summary: 'Events with a readable line each' })
  @Answers(listOf('LoggedEvent'), 'The events, each with its readable line (what the caller may see of them)')
  @Fails(400, 401, 404)
  events(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query() query: EventsQuery) {
    return this.games.events(gameId, perspectiveOf(req.role, undefined), query.from ?? 0, query.to);
  }

  @Get(':id/diff')
  @ApiOperation({ summary: 'What changed in the GameView between two revisions' })
  @Answers(schemaRef('ViewDiff'), 'The changes, by path')
  @Fails(400, 401, 404)
  diff(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query() query: DiffQuery) {
    return this.games.diff(gameId, perspectiveOf(req.role, undefined), query.from, query.to);
  }

  @Get(':id/why/:revision')
  @Roles('judge', 'recorder')
  @ApiOperation({ summary: 'The causation chain from the decision down to this event' })
  @ApiParam({ name: 'revision', schema: { type: 'integer', minimum: 0 }, description: 'the event' })
  @Answers(schemaRef('WhyChain'), 'The chain')
  @Fails(400, 401, 403, 404)
  why(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Param('revision') revision: string) {
    return this.games.why(gameId, requiredInt(revision, 'revision'), perspectiveOf(req.role, undefined));
  }

  @Sse(':id/live')
  @ApiOperation({ summary: 'Server-Sent Events: history (from ?from=, default 0), then live' })
  @AnswersText('text/event-stream', 'One `message` per event (data: a LoggedEvent with its text; id: its revision)')
  @Fails(400, 401, 404)
  async live(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Query() query: LiveQuery): Promise<Observable<MessageEvent>> {
    const first = query.from ?? 0;
    await this.games.currentRevision(gameId); // 404 before the stream starts
    return this.games.live(gameId, perspectiveOf(req.role, undefined)).pipe(
      filter((e) => e.revision >= first), // a client that already holds the history skips it
      map((e) => ({ data: e, id: String(e.revision), type: 'message' })),
    );
  }

  @Get(':id/export')
  @Roles('judge')
  @ApiOperation({ summary: 'The external log (docs/log-format.md)' })
  @Answers(listOf('ExternalLogEvent'), 'The log, in stream order')
  @Fails(401, 403, 404)
  @Header('Cache-Control', 'no-store')
  export(@Param('id', id) gameId: string) {
    return this.games.export(gameId);
  }

  @Post(':id/audit')
  @HttpCode(200)
  @Roles('judge')
  @ApiOperation({ summary: 'Audited replay of a stored game; Accept: text/html or text/markdown for the readable report' })
  @Answers(schemaRef('AuditReport'), 'The report (JSON by default)', { alsoText: ['text/html', 'text/markdown'] })
  @Fails(401, 403, 404)
  async audit(@Param('id', id) gameId: string, @Req() req: AuthedRequest, @Res() res: FastifyReply): Promise<void> {
    sendReport(req, res, await this.games.audit(gameId));
  }

  @Get(':id/backup')
  @Roles('judge')
  @ApiOperation({ summary: 'Judge backup (IPG 1.4): the actions a backup to ?to= reverses, most recent first' })
  @Answers(schemaRef('BackupPlan'), 'The plan')
  @Fails(400, 401, 403, 404)
  backup(@Param('id', id) gameId: string, @Query() query: BackupQuery) {
    return this.games.backup(gameId, query.to);
  }
}
