/**
 * The engine's most basic persisted data: names of players and objects, and the facts a triggered
 * ability remembers. Imports nothing but mana amounts: every other layer builds on it.
 */
import type { ManaBundle } from './mana';

export type PlayerName = string;
export type ObjectId = string;

export interface TriggerContext {
  readonly player?: PlayerName;
  readonly amount?: number;
  readonly x?: number;
  /** Last known information of the source (CR 603.10a). */
  readonly sourceCounters?: Readonly<Record<string, number>>;
  readonly sourceOwner?: PlayerName;
  readonly produced?: ManaBundle;
  /** The creature a trigger is about ("that creature"), and its zone-change count then (400.7). */
  readonly creature?: ObjectId;
  readonly creatureVersion?: number;
  /** The source's zone-change count once it left the battlefield: the card it became (400.7). */
  readonly sourceVersion?: number;
  /** The first target's controller as a sequence of instructions began, for "its controller" after it has left (608.2h). */
  readonly targetController?: PlayerName;
  /** The spell or ability on the stack a trigger is about ("counter that spell or ability", 702.21a). */
  readonly stackObject?: ObjectId;
  /** The spell was kicked (702.33d), or the permanent entered as a kicked spell. */
  readonly kicked?: boolean;
  /** The first target's mana value then, for "that permanent's mana value" after it has left (608.2h). */
  readonly targetManaValue?: number;
}
