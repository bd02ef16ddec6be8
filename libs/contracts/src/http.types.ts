/**
 * HTTP envelopes that have no type of their own in the libraries: what the API adds around them.
 */
import type { LoggedEvent } from '@arbiter/game-log';
import type { JsonChange } from '@arbiter/replay';

/** One item of `GET /games/:id/events` and of `GET /games/:id/live`: the event and its readable line. */
export type EventLine = LoggedEvent & {
  /** The human-readable line, with the rule in brackets where one applies. */
  readonly text: string;
};

/** `GET /games/:id/diff?from=&to=`. */
export interface ViewDiff {
  readonly from: number;
  readonly to: number;
  readonly changes: readonly JsonChange[];
}

/** `GET /me`: who the caller's key says they are, so a client can show what that role may see. */
export interface Identity {
  readonly role: 'recorder' | 'judge' | 'player';
  /** The player whose view a `player` key gives; null for the other roles. */
  readonly player: string | null;
}

/** One item of `GET /games` (the game service's GameSummary, kept here so clients need no server types). */
export interface GameSummary {
  readonly id: string;
  readonly players: readonly string[];
  readonly revision: number;
  readonly createdAt: string;
}

/** A column of an analytics report: numbers are `integer` or `real`. */
export interface AnalyticsColumn {
  readonly name: string;
  readonly type: 'text' | 'date' | 'integer' | 'real' | (string & {});
}

/** One item of `GET /analytics` (when the server has analytics). */
export interface AnalyticsReportInfo {
  readonly name: string;
  readonly url: string;
  readonly description: string;
  readonly playerFilter: string | null;
  readonly columns: readonly AnalyticsColumn[];
}

/** `GET /analytics/:name?from=&to=&player=` as JSON. */
export interface AnalyticsResult {
  readonly report: string;
  readonly filters: {
    readonly from: string | null;
    readonly to: string | null;
    readonly player: string | null;
  };
  readonly columns: readonly AnalyticsColumn[];
  readonly rows: readonly Readonly<Record<string, string | number | boolean | null>>[];
}
