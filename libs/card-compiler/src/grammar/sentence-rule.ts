/** The shape of an effect sentence rule, shared by the files of effect sentences. */
import type { Effect, TargetSpec } from '@arbiter/rules';

export interface EffectPhrase {
  readonly effect: Effect;
  readonly targets?: TargetSpec;
}

export interface SentenceRule {
  readonly name: string;
  /** Real sentences (in the compiler's canonical wording) this rule reads. */
  readonly examples: readonly string[];
  readonly pattern: RegExp;
  build(m: RegExpMatchArray): EffectPhrase | null;
}
