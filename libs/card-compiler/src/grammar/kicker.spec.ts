import type { CardShape } from './line-rule';
import { kickedEntersRule, kickedSpellRule, kickerRule } from './kicker.rule';

const instant: CardShape = { name: 'Example', types: ['Instant'], subtypes: [] };
const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
type Rule = typeof kickerRule;
const read = (rule: Rule, text: string, card: CardShape): unknown => rule.read({ printed: text, text }, card)?.abilities[0] ?? null;

describe('kicker (702.33)', () => {
  it('reads "Kicker [mana cost]" only', () => {
    expect(read(kickerRule, 'Kicker {2}{W}', instant)).toEqual({ kind: 'static', text: 'Kicker {2}{W}', static: { kind: 'kicker', cost: '{2}{W}' } });
    expect(read(kickerRule, 'Kicker—Sacrifice a creature.', instant)).toBeNull();
    expect(read(kickerRule, 'Multikicker {1}{G}', instant)).toBeNull();
  });

  it('reads a spell whose kicked part replaces its damage, replaces the whole effect, or adds to it', () => {
    expect(read(kickedSpellRule, '~ deals 2 damage to any target. If ~ was kicked, it deals 4 damage instead.', instant)).toMatchObject({
      effect: { kind: 'ifKicked', then: { kind: 'dealDamage', amount: 4, to: 'target' }, otherwise: { kind: 'dealDamage', amount: 2, to: 'target' } }, targets: { kind: 'any' },
    });
    expect(read(kickedSpellRule, "Return target nonland permanent to its owner's hand. If ~ was kicked, draw a card.", instant)).toMatchObject({
      effect: { kind: 'sequence', effects: [{ kind: 'moveTarget' }, { kind: 'ifKicked', then: { kind: 'drawCards', amount: 1 } }] },
    });
    expect(read(kickedSpellRule, 'Search your library for a basic land card, put it onto the battlefield, then shuffle. If ~ was kicked, instead search your library for two basic land cards, put them onto the battlefield, then shuffle.', instant)).toMatchObject({
      effect: { kind: 'ifKicked', then: { kind: 'sequence', effects: [{ upTo: 2 }, { kind: 'shuffleLibrary' }] }, otherwise: { kind: 'sequence', effects: [{ upTo: 1 }, { kind: 'shuffleLibrary' }] } },
    });
  });

  it('reads no kicked part with targets of its own, nor one on a permanent', () => {
    expect(read(kickedSpellRule, 'Draw a card. If ~ was kicked, destroy target creature.', instant)).toBeNull();
    expect(read(kickedSpellRule, 'Target creature you control gains indestructible until end of turn. If ~ was kicked, instead any number of target creatures you control gain indestructible until end of turn.', instant)).toBeNull();
    expect(read(kickedSpellRule, '~ deals 2 damage to any target. If ~ was kicked, it deals 4 damage instead.', creature)).toBeNull();
  });

  it('reads "When ~ enters, if it was kicked, ..." as an enters trigger with the intervening "if" (603.4)', () => {
    expect(read(kickedEntersRule, 'When ~ enters, if it was kicked, target player sacrifices a creature.', creature)).toMatchObject({ trigger: { kind: 'selfEnters' }, targets: { kind: 'player' }, ifKicked: true });
    expect(read(kickedEntersRule, 'When ~ enters, if it was kicked, target player sacrifices a creature.', instant)).toBeNull();
    expect(read(kickedEntersRule, 'When ~ dies, if it was kicked, draw a card.', creature)).toBeNull();
  });
});
