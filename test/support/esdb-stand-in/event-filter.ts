import { ReadReq } from './proto';
import type { StoredRecord } from './event-log.types';

/** A server-side `$all` filter, as the client sends it in `ReadReq.Options.FilterOptions`. */
export interface EventFilter {
  readonly matches: (record: StoredRecord) => boolean;
  /** Considered records between two checkpoints: `checkpointIntervalMultiplier` × search window. */
  readonly checkpointInterval: number;
  readonly description: string;
}

/** The server's default search window when the client asks for `count` instead of `max`. */
const DEFAULT_SEARCH_WINDOW = 32;

/** Builds the filter from the wire message; `undefined` when the request carries `no_filter`. */
export function filterFromRequest(options: ReadReq.Options): EventFilter | undefined {
  if (!options.hasFilter()) return undefined;
  const filter = options.getFilter()!;
  const window = filter.hasMax() ? filter.getMax() : DEFAULT_SEARCH_WINDOW;
  const checkpointInterval = Math.max(1, filter.getCheckpointintervalmultiplier()) * window;
  if (filter.hasStreamIdentifier()) {
    const test = expressionTest(filter.getStreamIdentifier()!);
    return {
      matches: (record) => test(record.streamName),
      checkpointInterval,
      description: `stream ${test.description}`,
    };
  }
  if (filter.hasEventType()) {
    const test = expressionTest(filter.getEventType()!);
    return {
      matches: (record) => test(record.type),
      checkpointInterval,
      description: `event type ${test.description}`,
    };
  }
  return undefined;
}

type StringTest = ((value: string) => boolean) & { description: string };

/** Prefixes win over the regex when both are present, as on the server. */
function expressionTest(expression: ReadReq.Options.FilterOptions.Expression): StringTest {
  const prefixes = expression.getPrefixList();
  if (prefixes.length > 0) {
    return Object.assign((value: string) => prefixes.some((prefix) => value.startsWith(prefix)), {
      description: `prefix ${prefixes.join('|')}`,
    });
  }
  const regex = new RegExp(expression.getRegex());
  return Object.assign((value: string) => regex.test(value), {
    description: `regex ${regex.source}`,
  });
}
