/**
 * The working context of one `decide` call: the state so far and the events emitted so far. Each
 * emitted event is applied with `evolve` at once, so later steps see its effect; the caller gets
 * the events, never the context.
 */
import type { CardCatalog } from './card-catalog';
import type { GameEvent, EventMetadata } from './events';
import { evolve } from './evolve';
import type { GameState, Permanent } from './state';
import type { RuleNumber } from './citations';

type DataOf<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>['data'];

export class DecideContext {
  readonly events: GameEvent[] = [];
  /** Permanents leaving the battlefield in one simultaneous event (704.3), for abilities that look back in time (603.10a). */
  leavingTogether: readonly Permanent[] = [];

  constructor(
    public state: GameState,
    readonly catalog: CardCatalog,
    private readonly observer?: (ctx: DecideContext, before: GameState, event: GameEvent) => void,
  ) {}

  /** Emits an engine-derived event, citing the rule that produced it. */
  consequence<T extends GameEvent['type']>(type: T, data: DataOf<T>, rule?: RuleNumber): void {
    this.push(type, data, { kind: 'consequence', actor: 'engine', ...(rule === undefined ? {} : { rule }) });
  }

  /** Emits a player's decision. */
  decision<T extends GameEvent['type']>(type: T, data: DataOf<T>, actor: string, rule?: RuleNumber): void {
    this.push(type, data, { kind: 'decision', actor, ...(rule === undefined ? {} : { rule }) });
  }

  private push<T extends GameEvent['type']>(type: T, data: DataOf<T>, metadata: EventMetadata): void {
    const event = { type, data, metadata } as unknown as GameEvent;
    const before = this.state;
    this.events.push(event);
    this.state = evolve(this.state, event);
    this.observer?.(this, before, event);
  }

  /** A number unique within the game (for pending trigger keys and effect ids). */
  nextKey(): number {
    return this.state.revision + 1;
  }
}
