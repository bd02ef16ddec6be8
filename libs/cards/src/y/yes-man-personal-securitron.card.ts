import { defineCard, tap } from '@arbiter/rules';

/** Yes Man, Personal Securitron */
export const yesManPersonalSecuritron = defineCard({
  name: 'Yes Man, Personal Securitron',
  manaCost: '{2}{W}',
  types: ['Artifact', 'Creature'],
  supertypes: ['Legendary'],
  subtypes: ['Robot'],
  power: 2,
  toughness: 2,
  oracle:
    '{T}: Target opponent gains control of Yes Man, Personal Securitron. When they do, you draw two cards and put a quest counter on Yes Man. Activate only during your turn.\nWild Card — When Yes Man leaves the battlefield, its owner creates a tapped 1/1 white Soldier creature token for each quest counter on it.',
  abilities: [
    {
      kind: 'activated',
      text: '{T}: Target opponent gains control of Yes Man, Personal Securitron. When they do, you draw two cards and put a quest counter on Yes Man. Activate only during your turn.',
      cost: [tap()],
      targets: { kind: 'opponent' },
      onlyDuringYourTurn: true,
      effect: {
        kind: 'targetOpponentGainsControlOfSource',
        whenYouDo: {
          text: 'When they do, you draw two cards and put a quest counter on Yes Man.',
          effect: {
            kind: 'sequence',
            effects: [
              { kind: 'drawCards', amount: 2, who: 'controller' },
              { kind: 'addCounters', counter: 'quest', amount: 1, to: 'source' },
            ],
          },
        },
      },
    },
    {
      kind: 'triggered',
      text: 'Wild Card — When Yes Man leaves the battlefield, its owner creates a tapped 1/1 white Soldier creature token for each quest counter on it.',
      trigger: { kind: 'selfLeavesBattlefield' },
      effect: { kind: 'createTokens', token: 'Soldier', amount: { kind: 'countersOnSource', counter: 'quest' }, tapped: true, for: 'owner' },
    },
  ],
});
