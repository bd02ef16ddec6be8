import { defineCard, fixedMana, manaAbility, tap } from '@arbiter/rules';

/** Llanowar Elves */
export const llanowarElves = defineCard({
  name: 'Llanowar Elves',
  manaCost: '{G}',
  types: ['Creature'],
  subtypes: ['Elf', 'Druid'],
  power: 1,
  toughness: 1,
  oracle: '{T}: Add {G}.',
  abilities: [manaAbility('{T}: Add {G}.', [tap()], fixedMana({ G: 1 }))],
});
