import { defineCard, manaCostPart, untap } from '@arbiter/rules';

/** Order of Whiteclay */
export const orderOfWhiteclay = defineCard({
  name: 'Order of Whiteclay',
  manaCost: '{1}{W}{W}',
  types: ['Creature'],
  subtypes: ['Kithkin', 'Cleric'],
  power: 1,
  toughness: 4,
  oracle: '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.',
  abilities: [
    {
      kind: 'activated',
      text: '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.',
      cost: [manaCostPart('{1}{W}{W}'), untap()],
      targets: { kind: 'creatureCardInYourGraveyard', maxManaValue: 3 },
      effect: { kind: 'returnTargetFromGraveyardToBattlefield' },
    },
  ],
});
