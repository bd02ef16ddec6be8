import type { TriggeredAbility } from '@arbiter/rules';
import { readEffect } from './effect.phrase';
import { readCountersOnThatCreature, readFollowUp } from './counters.phrase';
import type { CardShape } from './line-rule';
import { watcherTriggerRule } from './watcher-trigger.rule';
import { modalTriggerRule } from './modal.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const readTrigger = (text: string): TriggeredAbility | undefined => {
  const ability = watcherTriggerRule.read({ printed: text, text }, creature)?.abilities[0];
  return ability?.kind === 'triggered' ? ability : undefined;
};

describe('+1/+1 counters', () => {
  it('reads counters on each creature, or each other creature, you control', () => {
    expect(readEffect('Put a +1/+1 counter on each creature you control.')).toEqual({ effect: { kind: 'addCountersToEach', counter: '+1/+1', amount: 1, which: 'youControl' } });
    expect(readEffect('Put two +1/+1 counters on each other creature you control.')).toEqual({ effect: { kind: 'addCountersToEach', counter: '+1/+1', amount: 2, which: 'otherYouControl' } });
    expect(readEffect('Put a +1/+1 counter on each creature.')).toBeNull();
  });

  it('gives "those creatures" the keywords of the group that got counters, and "it" those of the creature that got one', () => {
    expect(readEffect('Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.')?.effect).toEqual({
      kind: 'sequence',
      effects: [{ kind: 'addCountersToEach', counter: '+1/+1', amount: 1, which: 'youControl' }, { kind: 'pumpCreatures', which: 'youControl', power: 0, toughness: 0, keywords: ['vigilance'] }],
    });
    expect(readEffect('Put a +1/+1 counter on target creature you control. It gains hexproof until end of turn.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'target' }, { kind: 'gainKeywords', to: 'target', keywords: ['hexproof'] }] },
      targets: { kind: 'creatureYouControl' },
    });
    expect(readFollowUp({ kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'source' }, 'It gains flying until end of turn.')).toEqual({ kind: 'gainKeywords', to: 'source', keywords: ['flying'] });
  });

  it('reads no pronoun without counters before it, nor a keyword the engine does not play', () => {
    expect(readEffect('It gains hexproof until end of turn.')).toBeNull();
    expect(readFollowUp({ kind: 'drawCards', amount: 1, who: 'controller' }, 'It gains hexproof until end of turn.')).toBeNull();
    expect(readFollowUp({ kind: 'addCountersToEach', counter: '+1/+1', amount: 1, which: 'youControl' }, 'It gains hexproof until end of turn.')).toBeNull();
    expect(readEffect('Put a +1/+1 counter on target creature. It gains banding until end of turn.')).toBeNull();
  });

  it('reads counters on "that creature" only in a trigger that names an entering creature', () => {
    expect(readCountersOnThatCreature('Put a +1/+1 counter on that creature.')).toEqual({ effect: { kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'triggeringCreature' } });
    expect(readEffect('Put a +1/+1 counter on that creature.')).toBeNull();
    expect(readTrigger('Whenever another creature you control enters, put a +1/+1 counter on that creature.')).toMatchObject({
      trigger: { kind: 'creatureEnters', another: true, whose: 'you' }, effect: { kind: 'addCounters', to: 'triggeringCreature' },
    });
    expect(readTrigger('Whenever you cast a spell, put a +1/+1 counter on that creature.')).toBeUndefined();
  });

  it('reads "Whenever you attack with N or more creatures" and "Whenever you cast a spell during an opponent\'s turn"', () => {
    expect(readTrigger('Whenever you attack with three or more creatures, put a +1/+1 counter on target creature you control.')).toMatchObject({
      trigger: { kind: 'youAttack', atLeast: 3 }, targets: { kind: 'creatureYouControl' },
    });
    expect(readTrigger("Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on ~.")).toMatchObject({
      trigger: { kind: 'youCastSpell', spell: 'any', duringAnOpponentsTurn: true },
    });
  });

  it('reads "Whenever one or more +1/+1 counters are put on" another creature of a kind, or on the creature itself', () => {
    expect(readTrigger('Whenever one or more +1/+1 counters are put on another non-Hydra creature you control, put a +1/+1 counter on ~.')?.trigger).toEqual({
      kind: 'countersPutOn', counter: '+1/+1', on: 'creature', another: true, whose: 'you', notSubtype: 'Hydra',
    });
    expect(readTrigger('Whenever one or more +1/+1 counters are put on a creature you control, draw a card.')?.trigger).toEqual({ kind: 'countersPutOn', counter: '+1/+1', on: 'creature', another: false, whose: 'you' });
    expect(readTrigger('Whenever one or more +1/+1 counters are put on ~, draw a card.')?.trigger).toEqual({ kind: 'countersPutOn', counter: '+1/+1', on: 'self', another: false, whose: 'any' });
    expect(readTrigger('Whenever one or more -1/-1 counters are put on a creature, draw a card.')).toBeUndefined();
    expect(readTrigger('Whenever one or more +1/+1 counters are put on another non-Blorp creature you control, draw a card.')).toBeUndefined();
  });

  it('reads a modal landfall trigger, a trigger the watcher rules know', () => {
    const text = 'Whenever a land you control enters, choose one —';
    const modes = ['• Create a 2/2 white Cat Beast creature token.', '• Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.'];
    const line = { printed: text, text, modes: modes.map((m) => ({ printed: m, text: m.slice(2) })) };
    const enchantment: CardShape = { name: 'Example', types: ['Enchantment'], subtypes: [] };
    expect(modalTriggerRule.read(line, enchantment)?.abilities[0]).toMatchObject({ trigger: { kind: 'landEntersUnderYourControl' }, effect: { kind: 'modal', min: 1, max: 1 } });
  });
});
