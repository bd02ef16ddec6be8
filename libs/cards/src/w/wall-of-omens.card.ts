import { defineCard, keyword } from '@arbiter/rules';

/** Wall of Omens */
export const wallOfOmens = defineCard({
  name: 'Wall of Omens',
  manaCost: '{1}{W}',
  types: ['Creature'],
  subtypes: ['Wall'],
  power: 0,
  toughness: 4,
  oracle: 'Defender\nWhen Wall of Omens enters, draw a card.',
  abilities: [
    keyword('Defender'),
    { kind: 'triggered', text: 'When Wall of Omens enters, draw a card.', trigger: { kind: 'selfEnters' }, effect: { kind: 'drawCards', amount: 1, who: 'controller' } },
  ],
});
