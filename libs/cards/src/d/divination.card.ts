import { defineCard, spell } from '@arbiter/rules';

/** Divination */
export const divination = defineCard({
  name: 'Divination',
  manaCost: '{2}{U}',
  types: ['Sorcery'],
  oracle: 'Draw two cards.',
  abilities: [
    spell('Draw two cards.', { kind: 'drawCards', amount: 2, who: 'controller' }),
  ],
});
