/**
 * Analytics (issue 6): figures over every recorded game, from the projector's read models.
 * Any API key may read them; a figure that rests on hidden information (a card only ever in a hand
 * or a library) counts only for a judge, or for a player reading about their own cards. JSON by default; CSV with
 * `Accept: text/csv` or `?format=csv`. Filters: `from`, `to` (ISO dates on the game's start,
 * inclusive), `player`.
 */
import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import accepts from 'accepts';
import { Answers, Fails, listOf, schemaRef } from '../openapi/responses';
import type { FastifyReply } from 'fastify';
import { AnalyticsService, ReportNotFoundError } from '@arbiter/platform';
import { ANALYTICS_REPORTS, reportCsv, SEES_EVERYTHING, SEES_PUBLIC, type ReportAudience } from '@arbiter/projections';
import type { AuthedRequest } from '../auth/api-key.guard';
import { AnalyticsQuery } from './dto/analytics-query.dto';

/** What a key may see of hidden information in analytics: its role's view of a game. */
function audienceOf(role: AuthedRequest['role']): ReportAudience {
  if (role?.kind === 'judge') return SEES_EVERYTHING;
  if (role?.kind === 'player') return { seesHidden: false, viewer: role.player };
  return SEES_PUBLIC;
}

const REPORT_NAMES = ANALYTICS_REPORTS.map((r) => r.name);

/** The query's filters as the reports read them (the API key is not one). */
function filtersOf(query: AnalyticsQuery): Record<string, string> {
  const { key: _key, ...filters } = query;
  return Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

@ApiTags('analytics')
@ApiBearerAuth()
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @ApiOperation({
    summary: 'The analytics reports: name, description, columns, what the player filter keeps',
  })
  @Answers(listOf('AnalyticsReportInfo'), 'The reports')
  @Fails(401)
  list() {
    return this.analytics.reports().map((r) => ({
      name: r.name,
      url: `/analytics/${r.name}`,
      description: r.description,
      playerFilter: r.playerFilter,
      columns: r.columns,
    }));
  }

  @Get(':name')
  @ApiOperation({ summary: 'One report (JSON, or CSV with Accept: text/csv or ?format=csv)' })
  @ApiParam({ name: 'name', enum: REPORT_NAMES })
  @ApiProduces('application/json', 'text/csv')
  @Answers(schemaRef('AnalyticsResult'), 'The figures (JSON, or CSV)', { alsoText: ['text/csv'] })
  @Fails(400, 401, 404)
  report(
    @Param('name') name: string,
    @Query() query: AnalyticsQuery,
    @Req() req: AuthedRequest,
    @Res() res: FastifyReply,
  ): void {
    let answer;
    try {
      answer = this.analytics.run(name, filtersOf(query), audienceOf(req.role));
    } catch (err) {
      if (err instanceof ReportNotFoundError) throw new NotFoundException(err.message);
      throw err;
    }
    const { result, format } = answer;
    const csv =
      format === 'csv' ||
      (format === undefined && accepts(req.raw).type(['application/json', 'text/csv']) === 'text/csv');
    if (csv) {
      void res
        .status(200)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}.csv"`)
        .send(reportCsv(result));
      return;
    }
    const filters = {
      from: query.from ?? null,
      to: query.to ?? null,
      player: query.player ?? null,
    };
    void res
      .status(200)
      .send({
        report: result.report,
        filters,
        position: result.position,
        columns: result.columns,
        rows: result.rows,
      });
  }
}
