import type { TriggeredAbility } from '@arbiter/rules';
import type { CardShape } from './line-rule';
import { watcherTriggerRule } from './watcher-trigger.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (text: string): TriggeredAbility | null => {
  const ability = watcherTriggerRule.read({ printed: text, text }, creature)?.abilities[0];
  return ability?.kind === 'triggered' ? ability : null;
};

describe('triggers on what others do', () => {
  it('reads who and which creature an enters or dies trigger watches', () => {
    expect(read('Whenever another creature you control enters, ~ deals 1 damage to each opponent.')?.trigger).toEqual({ kind: 'creatureEnters', another: true, whose: 'you' });
    expect(read('Whenever a creature enters under your control, you gain 1 life.')?.trigger).toEqual({ kind: 'creatureEnters', another: false, whose: 'you' });
    expect(read('Whenever another creature enters, you gain 1 life.')?.trigger).toEqual({ kind: 'creatureEnters', another: true, whose: 'any' });
    expect(read('Whenever another nontoken creature you control dies, draw a card.')?.trigger).toEqual({ kind: 'creatureDies', another: true, nontoken: true, whose: 'you' });
    expect(read('Whenever a creature an opponent controls dies, draw a card.')?.trigger).toEqual({ kind: 'creatureDies', another: false, nontoken: false, whose: 'opponent' });
  });

  it('reads the kind of permanent an enters trigger watches, and "~ or another <kind>" only on a card of that kind', () => {
    expect(read('Whenever another artifact you control enters, draw a card.')?.trigger).toEqual({ kind: 'permanentEnters', what: { type: 'Artifact' }, another: true, whose: 'you' });
    expect(read('Whenever another Elf enters, draw a card.')?.trigger).toEqual({ kind: 'permanentEnters', what: { subtype: 'Elf' }, another: true, whose: 'any' });
    const ally: CardShape = { name: 'Example', types: ['Creature'], subtypes: ['Kor', 'Ally'] };
    const line = 'Whenever ~ or another Ally enters under your control, you gain 1 life.';
    expect(watcherTriggerRule.read({ printed: line, text: line }, ally)?.abilities[0]).toMatchObject({ trigger: { kind: 'permanentEnters', what: { subtype: 'Ally' }, another: false, whose: 'you' } });
    expect(read(line)).toBeNull();
    expect(read('Whenever ~ or another creature you control dies, draw a card.')?.trigger).toEqual({ kind: 'creatureDies', another: false, nontoken: false, whose: 'you' });
  });

  it('reads the spells a cast trigger watches', () => {
    expect(read('Whenever you cast a spell, you gain 1 life.')?.trigger).toEqual({ kind: 'youCastSpell', spell: 'any' });
    expect(read('Whenever you cast an instant or sorcery spell, draw a card.')?.trigger).toEqual({ kind: 'youCastSpell', spell: 'instantOrSorcery' });
    expect(read('Whenever you cast a creature spell, draw a card.')?.trigger).toEqual({ kind: 'youCastSpell', spell: 'creature' });
    expect(read('Whenever an opponent casts a noncreature spell, draw a card.')?.trigger).toEqual({ kind: 'spellCast', caster: 'opponent', spell: 'noncreature' });
    expect(read('Whenever a player casts an instant or sorcery spell, draw a card.')?.trigger).toEqual({ kind: 'spellCast', caster: 'any', spell: 'instantOrSorcery' });
    expect(read('Whenever a player casts a black spell, draw a card.')).toBeNull();
  });

  it('joins the two events of "enters or dies" and "blocks or becomes blocked" in one ability', () => {
    expect(read('When ~ enters or dies, draw a card.')?.trigger).toEqual({ kind: 'either', conditions: [{ kind: 'selfEnters' }, { kind: 'selfDies' }] });
    expect(read('Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn.')).toMatchObject({
      trigger: { kind: 'either', conditions: [{ kind: 'selfBlocks' }, { kind: 'selfBecomesBlocked' }] },
      effect: { kind: 'pumpSource', power: 2, toughness: 2 },
    });
  });

  it('takes "it" for the card only in triggers of the card itself', () => {
    expect(read('Whenever ~ becomes blocked, put a +1/+1 counter on it.')?.effect).toEqual({ kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'source' });
    // Here "it" is the creature that entered, which no effect of the vocabulary names yet.
    expect(read('Whenever another creature you control enters, put a +1/+1 counter on it.')).toBeNull();
    expect(read('Whenever a creature you control dies, it deals 1 damage to any target.')).toBeNull();
  });

  it('reads nothing on an instant or sorcery', () => {
    const instant: CardShape = { name: 'Example', types: ['Instant'], subtypes: [] };
    expect(watcherTriggerRule.read({ printed: 'Whenever you attack, draw a card.', text: 'Whenever you attack, draw a card.' }, instant)).toBeNull();
  });
});
