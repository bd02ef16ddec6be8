import { defineCard, staticAbility } from '@arbiter/rules';

/** Exocrine */
export const exocrine = defineCard({
  name: 'Exocrine',
  manaCost: '{X}{2}{R}',
  types: ['Creature'],
  subtypes: ['Tyranid'],
  power: 2,
  toughness: 2,
  oracle:
    'Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)\nBio-plasmic Barrage — When Exocrine enters, it deals X damage to each player and each other creature.',
  abilities: [
    // Ravenous is one ability with two parts (702.156a): a replacement and a trigger.
    [
      staticAbility('Ravenous', { kind: 'entersWithXCounters', counter: '+1/+1' }),
      { kind: 'triggered', text: 'Ravenous — draw a card when it enters (X is 5 or more).', trigger: { kind: 'selfEnters' }, ifXAtLeast: 5, effect: { kind: 'drawCards', amount: 1, who: 'controller' } },
    ],
    {
      kind: 'triggered',
      text: 'Bio-plasmic Barrage — When Exocrine enters, it deals X damage to each player and each other creature.',
      trigger: { kind: 'selfEnters' },
      effect: { kind: 'dealDamageToEachPlayerAndEachOtherCreature', amount: { kind: 'x' } },
    },
  ],
});
