import type { CardShape } from './line-rule';
import { graveyardAbilityRule } from './graveyard-ability.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: ['Skeleton'] };
const read = (text: string): unknown => graveyardAbilityRule.read({ printed: text, text }, creature)?.abilities ?? null;

describe('an ability that returns its card from the graveyard (113.6m)', () => {
  it('reads the mana cost and whether it returns tapped, working from the graveyard', () => {
    expect(read('{1}{B}: Return ~ from your graveyard to the battlefield tapped.')).toEqual([
      { kind: 'activated', text: '{1}{B}: Return ~ from your graveyard to the battlefield tapped.', cost: [{ kind: 'mana', cost: '{1}{B}' }], fromGraveyard: true, effect: { kind: 'returnSourceFromGraveyardToBattlefield', tapped: true } },
    ]);
    expect(read('{3}{B}: Return ~ from your graveyard to the battlefield.')).toMatchObject([{ effect: { kind: 'returnSourceFromGraveyardToBattlefield', tapped: false } }]);
  });

  it('reads nothing it cannot play: a cost paid on the battlefield, another zone, another card', () => {
    for (const line of [
      '{T}: Return ~ from your graveyard to the battlefield tapped.',
      '{2}{B}: Return ~ from your graveyard to your hand.',
      '{1}{B}: Return target creature card from your graveyard to the battlefield.',
    ]) {
      expect({ line, read: read(line) }).toEqual({ line, read: null });
    }
  });
});
