import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { playableCards } from '@arbiter/platform';
import { auditLog, renderAuditHtml, renderAuditMarkdown } from '@arbiter/replay';
import { Roles } from '../auth/roles.decorator';
import { sendReport } from './report-negotiation';

@ApiTags('audits')
@ApiBearerAuth()
@Controller('audits')
export class AuditsController {
  /** Audits an uploaded external log; it is only read, never imported. */
  @Post()
  @HttpCode(200)
  @Roles('judge')
  @ApiOperation({ summary: 'Audit an external log (a JSON array of { type, data, metadata })' })
  @ApiBody({ schema: { type: 'array', items: { type: 'object' } } })
  audit(@Body() body: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): void {
    sendReport(req, res, auditLog(body, playableCards().catalog), { html: renderAuditHtml, markdown: renderAuditMarkdown });
  }
}
