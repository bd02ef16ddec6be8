import type Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { openAnalyticsDatabase } from '../analytics-database';
import type { AnalyticsFilters } from './analytics-filters';

/**
 * Who reads a report: whether they may see hidden information (a judge), else the player they are
 * (whose own hidden cards they may see), or null (a recorder: the public figures only).
 */
export interface ReportAudience {
  readonly seesHidden: boolean;
  readonly viewer: string | null;
}

/** A judge's audience: everything. */
export const SEES_EVERYTHING: ReportAudience = { seesHidden: true, viewer: null };
/** The public figures only. */
export const SEES_PUBLIC: ReportAudience = { seesHidden: false, viewer: null };
import type { AnalyticsReport, ReportColumn } from './analytics-reports';

export type ReportValue = string | number | null;
export type ReportRow = Readonly<Record<string, ReportValue>>;

/** A report's figures. */
export interface ReportResult {
  readonly report: string;
  readonly columns: readonly ReportColumn[];
  /**
   * The lowest checkpoint of the projections the report reads (a global position of `$all`,
   * as text): the figures include every game event up to it. Null before the first event.
   */
  readonly position: string | null;
  readonly rows: readonly ReportRow[];
}

const isMissingTable = (error: unknown): boolean =>
  error instanceof Error && /no such table/i.test(error.message);

/**
 * Runs reports on a read-only connection to the analytics database, which it opens on first
 * use. Before the projector has created the database or a read model, a report has no rows.
 *
 * @example
 * const reader = new AnalyticsReader('./data/analytics.db');
 * reader.run(findReport('mana-by-card')!, NO_FILTERS, SEES_PUBLIC).rows;
 */
export class AnalyticsReader {
  private db: Database.Database | undefined;

  constructor(readonly path: string) {}

  run(report: AnalyticsReport, filters: AnalyticsFilters, audience: ReportAudience): ReportResult {
    const db = this.connection();
    const empty: ReportResult = {
      report: report.name,
      columns: report.columns,
      position: null,
      rows: [],
    };
    if (db === undefined) return empty;
    try {
      // One read transaction: the rows and the checkpoint come from the same snapshot.
      return db.transaction(() => ({
        ...empty,
        position: this.position(db, report.projections),
        rows: db
          .prepare<[AnalyticsFilters & { seesHidden: 0 | 1; viewer: string | null }], Record<string, ReportValue>>(report.sql)
          .all({ ...filters, seesHidden: audience.seesHidden ? 1 : 0, viewer: audience.viewer })
          .map((row) => this.typed(report.columns, row)),
      }))();
    } catch (error: unknown) {
      if (isMissingTable(error)) return empty;
      throw error;
    }
  }

  close(): void {
    this.db?.close();
    this.db = undefined;
  }

  private connection(): Database.Database | undefined {
    if (this.db === undefined && existsSync(this.path)) {
      this.db = openAnalyticsDatabase(this.path, { readonly: true });
    }
    return this.db;
  }

  private position(db: Database.Database, projections: readonly string[]): string | null {
    const marks = projections.map(() => '?').join(', ');
    const rows = db
      .prepare<string[], [bigint | null]>(
        `SELECT position FROM projection_checkpoints WHERE name IN (${marks})`,
      )
      .raw(true)
      .safeIntegers(true)
      .all(...projections);
    if (rows.length < projections.length) return null;
    let lowest: bigint | null = null;
    for (const [position] of rows) {
      if (position === null) return null;
      if (lowest === null || position < lowest) lowest = position;
    }
    return lowest === null ? null : lowest.toString();
  }

  private typed(columns: readonly ReportColumn[], row: Record<string, ReportValue>): ReportRow {
    const out: Record<string, ReportValue> = {};
    for (const { name, type } of columns) {
      const value = row[name] ?? null;
      out[name] =
        type === 'date' && typeof value === 'number' ? new Date(value).toISOString() : value;
    }
    return out;
  }
}
