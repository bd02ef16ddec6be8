/**
 * Deterministic ids for stack objects (docs/scenario-format.md): `<sourceId>/<k>`, with `-2`, `-3`... when
 * that id is already on the stack; a reflexive trigger is its creating ability's id plus `r`.
 */
import type { GameState } from './state';

export function freeStackId(state: GameState, base: string, taken: ReadonlySet<string> = new Set()): string {
  const used = new Set([...state.stack.map((o) => o.id), ...taken]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
