/**
 * Ward (CR 702.21a): "Ward {2}", "Ward—Pay 7 life.", "Ward—{3}, Pay 3 life." — "Whenever this
 * permanent becomes the target of a spell or ability an opponent controls, counter that spell or
 * ability unless that player pays [cost]."
 */
import type { Effect } from '@arbiter/rules';
import { isSpellCard, type LineRule } from './line-rule';

const MANA = '((?:\\{(?:\\d+|[WUBRGC])\\})+)';
const WARD = new RegExp(`^Ward(?: ${MANA}|—${MANA}\\.|—Pay (\\d+) life\\.|—${MANA}, Pay (\\d+) life\\.)$`);

/** The cost of a ward line as the effect that asks for it. */
function wardEffect(text: string): Effect | null {
  const m = WARD.exec(text);
  if (m === null) return null;
  const mana = m[1] ?? m[2] ?? m[4];
  const life = m[3] ?? m[5];
  return { kind: 'counterThatUnlessItsControllerPays', ...(mana === undefined ? {} : { mana }), ...(life === undefined ? {} : { life: Number(life) }) };
}

export const wardRule: LineRule = {
  name: 'ward',
  examples: ['Ward {2}', 'Ward {1}', 'Ward—Pay 7 life.', 'Ward—{3}, Pay 3 life.', 'Ward—{2}, Pay 2 life.'],
  read: (line, card) => {
    const effect = wardEffect(line.text);
    if (effect === null || isSpellCard(card)) return null;
    return { abilities: [{ kind: 'triggered', text: line.printed, trigger: { kind: 'selfBecomesTargetOfOpponent' }, effect }] };
  },
};
