/**
 * Ward (CR 702.21a): "Ward {2}", "Ward—Pay 7 life.", "Ward—{3}, Pay 3 life." — "Whenever this
 * permanent becomes the target of a spell or ability an opponent controls, counter that spell or
 * ability unless that player pays [cost]."
 */
import type { Effect } from '@arbiter/rules';
import { keywordRule } from './keyword.rule';
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

/** Keywords with ward last on one line: "Flying, ward {2}", "Trample, ward {4}". */
export const keywordsWithWardRule: LineRule = {
  name: 'keywords with ward',
  examples: ['Flying, ward {2}', 'Trample, ward {4}', 'Vigilance, trample, ward {3}'],
  read: (line, card) => {
    const m = /^(.+), ward (\{\d+\})$/.exec(line.text);
    if (m === null || isSpellCard(card)) return null;
    const keywords = keywordRule.read({ printed: m[1] ?? '', text: m[1] ?? '' }, card);
    const ward = wardRule.read({ printed: `Ward ${m[2] ?? ''}`, text: `Ward ${m[2] ?? ''}` }, card);
    if (keywords === null || ward === null) return null;
    return { abilities: [...keywords.abilities, ...ward.abilities] };
  },
};
