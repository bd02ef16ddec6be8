import { defineCard, manaAbility, tap } from '@arbiter/rules';

/** Naga Vitalist */
export const nagaVitalist = defineCard({
  name: 'Naga Vitalist',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Snake', 'Druid'],
  power: 1,
  toughness: 2,
  oracle: '{T}: Add one mana of any type that a land you control could produce.',
  abilities: [
    manaAbility('{T}: Add one mana of any type that a land you control could produce.', [tap()], { kind: 'anyTypeYourLandsCouldProduce' }),
  ],
});
