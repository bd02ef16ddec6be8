import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Answers, Fails, schemaRef } from '../openapi/responses';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { playableCards, UploadAuditor } from '@arbiter/platform';
import { auditLog } from '@arbiter/replay';
import { Roles } from '../auth/roles.decorator';
import { RawJsonBody } from '../http/json-body';
import { answerType, sendAnswer, sendReport } from './report-negotiation';

@ApiTags('audits')
@ApiBearerAuth()
@Controller('audits')
export class AuditsController {
  constructor(private readonly auditor: UploadAuditor) {}

  /**
   * Audits an uploaded external log; it is only read, never imported. A JSON body is parsed and
   * audited on the audit thread (up to 50 MiB: never in the API's event loop); a body of another
   * type is not read, and is answered as no log at all.
   */
  @Post()
  @HttpCode(200)
  @Roles('judge')
  @ApiOperation({ summary: 'Audit an external log (a JSON array of { type, data, metadata })' })
  @ApiBody({ schema: { type: 'array', items: { type: 'object' } } })
  @Answers(schemaRef('AuditReport'), 'The report (JSON by default)', { alsoText: ['text/html', 'text/markdown'] })
  @ApiResponse({
    status: 400,
    description: 'Not a valid log: the report, verdict `invalid`, each error placed; or malformed JSON',
    content: { 'application/json': { schema: { oneOf: [schemaRef('InvalidLogReport'), schemaRef('Error')] } } },
  })
  @Fails(401, 403, 413, 415)
  async audit(@Body() body: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    if (body instanceof RawJsonBody) sendAnswer(res, await this.auditor.audit(body.bytes, body.charset, answerType(req)));
    else sendReport(req, res, auditLog(body, playableCards().catalog));
  }
}
