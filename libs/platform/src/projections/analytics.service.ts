/**
 * Analytics reports over the read models the projector maintains, on a read-only connection.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  ANALYTICS_REPORTS,
  AnalyticsQueryError,
  AnalyticsReader,
  analyticsPath,
  findReport,
  parseAnalyticsQuery,
  type AnalyticsFormat,
  type AnalyticsReport,
  type ReportAudience,
  type ReportResult,
} from '@arbiter/projections';
import type { ArbiterConfig } from '../config/arbiter-config';
import { BadInputError } from '../games/game.errors';
import { ARBITER_CONFIG } from '../platform.tokens';

/** No report has this name (HTTP 404). */
export class ReportNotFoundError extends Error {
  constructor(readonly report: string) {
    super(`no analytics report "${report}" (GET /analytics lists them)`);
    this.name = 'ReportNotFoundError';
  }
}

@Injectable()
export class AnalyticsService implements OnModuleDestroy {
  private readonly reader: AnalyticsReader;

  constructor(@Inject(ARBITER_CONFIG) config: ArbiterConfig) {
    this.reader = new AnalyticsReader(analyticsPath(config.dataDir));
  }

  /** Every report, for the index. */
  reports(): readonly AnalyticsReport[] {
    return ANALYTICS_REPORTS;
  }

  /**
   * Runs a report with a query string's filters, for an audience (what it may see of hidden
   * information: see `ReportAudience`).
   *
   * @throws ReportNotFoundError for an unknown report; BadInputError (naming the field) for a bad filter.
   */
  run(
    name: string,
    query: Readonly<Record<string, unknown>>,
    audience: ReportAudience,
  ): { result: ReportResult; format: AnalyticsFormat | undefined } {
    const report = findReport(name);
    if (report === undefined) throw new ReportNotFoundError(name);
    try {
      const { filters, format } = parseAnalyticsQuery(query);
      return { result: this.reader.run(report, filters, audience), format };
    } catch (err) {
      if (err instanceof AnalyticsQueryError) throw new BadInputError(err.field, err.detail);
      throw err;
    }
  }

  onModuleDestroy(): void {
    this.reader.close();
  }
}
