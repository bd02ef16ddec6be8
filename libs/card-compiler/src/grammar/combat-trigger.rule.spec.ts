import type { TriggeredAbility } from '@arbiter/rules';
import { attackTriggerRule, equipmentCombatDamageRule, interveningCreaturesRule, readCreaturesCondition } from './combat-trigger.rule';
import type { CardShape, LineRule } from './line-rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (rule: LineRule, text: string): TriggeredAbility | null => {
  const ability = rule.read({ printed: text, text }, creature)?.abilities[0];
  return ability?.kind === 'triggered' ? ability : null;
};

describe('attack triggers (508.3a, 508.1m)', () => {
  it('reads "one or more creatures you control attack" as one trigger as attackers are declared', () => {
    expect(read(attackTriggerRule, 'Whenever one or more creatures you control attack, you gain 1 life for each attacking creature.')).toMatchObject({
      trigger: { kind: 'youAttack' },
      effect: { kind: 'gainLife', amount: { kind: 'count', of: { what: { type: 'Creature' }, youControl: false, attacking: true, other: false } } },
    });
  });

  it('reads "attacks while <condition>" with the condition in the trigger, and "it" as the card', () => {
    expect(read(attackTriggerRule, 'Whenever ~ attacks while you control a creature with power 4 or greater, it gets +2/+2 until end of turn.')).toMatchObject({
      trigger: { kind: 'selfAttacks', while: { kind: 'creatureWithPowerAtLeast', power: 4 } },
      effect: { kind: 'pumpSource', power: 2, toughness: 2 },
    });
    expect(read(attackTriggerRule, 'Whenever ~ attacks while saddled, it gets +2/+2 until end of turn.')).toBeNull();
  });

  it('reads the color of "Whenever a white creature you control attacks", and none without one', () => {
    expect(read(attackTriggerRule, 'Whenever a white creature you control attacks, you gain 1 life.')?.trigger).toEqual({ kind: 'creatureYouControlAttacks', color: 'W' });
    expect(read(attackTriggerRule, 'Whenever a creature you control attacks, you gain 1 life.')?.trigger).toEqual({ kind: 'creatureYouControlAttacks' });
    expect(read(attackTriggerRule, 'Whenever a creature you control attacks, put a +1/+1 counter on it.')).toBeNull();
  });
});

describe('combat damage by the creature an Equipment or Aura is attached to (510.3a)', () => {
  it('reads "equipped creature" only on an Equipment, "enchanted creature" only on an Aura', () => {
    const line = 'Whenever equipped creature deals combat damage to a player, create a Treasure token.';
    const equipment: CardShape = { name: 'Example', types: ['Artifact'], subtypes: ['Equipment'] };
    expect(equipmentCombatDamageRule.read({ printed: line, text: line }, equipment)?.abilities[0]).toMatchObject({ trigger: { kind: 'attachedCreatureDealsCombatDamageToPlayer' }, effect: { kind: 'createTokens' } });
    expect(read(equipmentCombatDamageRule, line)).toBeNull();
    const aura: CardShape = { name: 'Example', types: ['Enchantment'], subtypes: ['Aura'] };
    const auraLine = 'Whenever enchanted creature deals combat damage to a player, draw a card.';
    expect(equipmentCombatDamageRule.read({ printed: auraLine, text: auraLine }, aura)?.abilities[0]).toMatchObject({ trigger: { kind: 'attachedCreatureDealsCombatDamageToPlayer' } });
    expect(equipmentCombatDamageRule.read({ printed: auraLine, text: auraLine }, equipment)).toBeNull();
  });
});

describe('combat damage by a creature you control (510.3a)', () => {
  it('reads the keyword the creature must have, and "that player gets N poison counters"', () => {
    expect(read(attackTriggerRule, 'Whenever a creature you control with deathtouch deals combat damage to a player, that player gets two poison counters.')).toMatchObject({
      trigger: { kind: 'creatureYouControlDealsCombatDamageToPlayer', keyword: 'deathtouch' }, effect: { kind: 'givePoisonCounters', amount: 2 },
    });
    expect(read(attackTriggerRule, 'Whenever a creature you control deals combat damage to a player, draw a card.')?.trigger).toEqual({ kind: 'creatureYouControlDealsCombatDamageToPlayer' });
    expect(read(attackTriggerRule, 'Whenever a creature you control with wings deals combat damage to a player, draw a card.')).toBeNull();
  });
});

describe('intervening "if" on the creatures you control (603.4)', () => {
  it('reads the conditions', () => {
    expect(readCreaturesCondition('you control three or more creatures')).toEqual({ kind: 'creaturesAtLeast', n: 3 });
    expect(readCreaturesCondition('you control a creature with power 4 or greater')).toEqual({ kind: 'creatureWithPowerAtLeast', power: 4 });
    expect(readCreaturesCondition('creatures you control have total power 8 or greater')).toEqual({ kind: 'totalPowerAtLeast', power: 8 });
    expect(readCreaturesCondition('you control three or more artifacts')).toBeNull();
  });

  it('puts the condition on the trigger read without it', () => {
    expect(read(interveningCreaturesRule, 'At the beginning of combat on your turn, if you control three or more creatures, ~ gets +1/+1 until end of turn and you gain 1 life.')).toMatchObject({
      trigger: { kind: 'beginningOfCombatOnYourTurn' },
      ifCreaturesYouControl: { kind: 'creaturesAtLeast', n: 3 },
      effect: { kind: 'sequence', effects: [{ kind: 'pumpSource', power: 1, toughness: 1 }, { kind: 'gainLife', amount: 1, who: 'controller' }] },
    });
    expect(read(interveningCreaturesRule, 'At the beginning of your upkeep, if you control an artifact, draw a card.')).toBeNull();
  });
});
