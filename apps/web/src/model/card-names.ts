/**
 * Hands, graveyards and exile are given by object id in a GameView; the names come from the events
 * the caller may see (the starting setup, cards entering the battlefield). A hidden card keeps its id.
 */
/** An event as the API or an external log gives it: only its type and data are read. */
export interface NamedEvent {
  readonly type: string;
  readonly data: unknown;
}

export type CardNames = ReadonlyMap<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function addCards(names: Map<string, string>, list: unknown): void {
  if (!Array.isArray(list)) return; // a hidden zone is a count
  for (const item of list) {
    if (isRecord(item) && typeof item['id'] === 'string' && typeof item['card'] === 'string')
      names.set(item['id'], item['card']);
  }
}

/** Adds what one event tells about object names to `names`. */
export function learnNames(names: Map<string, string>, e: NamedEvent): void {
  if (!isRecord(e.data)) return;
  const d = e.data;
  if (e.type === 'GameStarted' && isRecord(d['setup'])) {
    const setup = d['setup'];
    addCards(names, setup['battlefield']);
    for (const zone of ['hands', 'libraries', 'graveyards', 'exiles']) {
      const byPlayer = setup[zone];
      if (isRecord(byPlayer)) for (const list of Object.values(byPlayer)) addCards(names, list);
    }
    return;
  }
  // PermanentEntered { permanent, card }: a token or a card that was hidden until now.
  if (
    e.type === 'PermanentEntered' &&
    typeof d['permanent'] === 'string' &&
    typeof d['card'] === 'string'
  ) {
    names.set(d['permanent'], d['card']);
  }
}

export function cardNames(events: readonly NamedEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) learnNames(names, e);
  return names;
}
