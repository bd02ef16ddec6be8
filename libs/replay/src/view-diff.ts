/**
 * What changed between two GameViews (`GET /games/:id/diff?from=&to=`): one entry per changed
 * leaf, with dotted paths such as `battlefield.f1.tapped` or `players.alice.manaPool.G`. Lists
 * (hands, the stack) that differ are given whole; a key absent on one side shows as null.
 */
import type { GameView } from '@arbiter/rules';
import { jsonChanges, type JsonChange } from './json-diff';

/**
 * @example
 * diffViews(viewAt(3), viewAt(5)); // [{ path: 'revision', from: 3, to: 5 }, { path: 'battlefield.f1.tapped', from: false, to: true }, ...]
 */
export function diffViews(a: GameView, b: GameView): JsonChange[] {
  return jsonChanges(a, b);
}
