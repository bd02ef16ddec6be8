import type { CardShape } from './line-rule';
import { exileFromGraveyardAbilityRule, graveyardAbilityRule } from './graveyard-ability.rule';

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

describe('an ability whose cost exiles its card from the graveyard (113.6m)', () => {
  const readExile = (text: string): unknown => exileFromGraveyardAbilityRule.read({ printed: text, text }, creature)?.abilities ?? null;

  it('reads the mana and the exile as the cost, the effect, and the sorcery timing', () => {
    const line = '{4}{B}{B}, Exile ~ from your graveyard: Create two 2/2 black Zombie creature tokens. Activate only as a sorcery.';
    expect(readExile(line)).toEqual([
      {
        kind: 'activated', text: line, cost: [{ kind: 'mana', cost: '{4}{B}{B}' }, { kind: 'exileSelfFromGraveyard' }], fromGraveyard: true,
        effect: { kind: 'createTokens', token: 'Zombie Token 2/2 black', amount: 2, tapped: false, for: 'controller' }, sorcerySpeed: true,
      },
    ]);
  });

  it('reads nothing it cannot play: an effect on the exiled card itself, a target, a cost beside mana', () => {
    for (const line of [
      '{2}{B}, Exile ~ from your graveyard: Put a +1/+1 counter on ~.',
      '{2}{B}, Exile ~ from your graveyard: Destroy target creature.',
      '{T}, Exile ~ from your graveyard: Draw a card.',
    ]) {
      expect({ line, read: readExile(line) }).toEqual({ line, read: null });
    }
  });
});
