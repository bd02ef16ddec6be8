import { defineCard, staticAbility } from '@arbiter/rules';

/** Yotia Declares War */
export const yotiaDeclaresWar = defineCard({
  name: 'Yotia Declares War',
  manaCost: '{1}{R}',
  types: ['Enchantment'],
  subtypes: ['Saga'],
  // Oracle errata: "artifact" added to chapter III.
  oracle:
    'Read ahead\nI — Create a 0/2 colorless Thopter artifact creature token with flying named Ornithopter.\nII — Tap any number of untapped artifacts you control. When you do, Yotia Declares War deals that much damage to target creature or planeswalker.\nIII — Up to one target artifact you control becomes an artifact creature with base power and toughness 4/4 until end of turn.',
  abilities: [
    staticAbility('Read ahead', { kind: 'readAhead' }),
    {
      kind: 'triggered',
      text: 'I — Create a 0/2 colorless Thopter artifact creature token with flying named Ornithopter.',
      trigger: { kind: 'chapter', chapter: 1 },
      effect: { kind: 'createTokens', token: 'Ornithopter', amount: 1, tapped: false, for: 'controller' },
    },
    {
      kind: 'triggered',
      text: 'II — Tap any number of untapped artifacts you control. When you do, Yotia Declares War deals that much damage to target creature or planeswalker.',
      trigger: { kind: 'chapter', chapter: 2 },
      effect: {
        kind: 'tapAnyNumberOfArtifacts',
        whenYouDo: {
          text: 'Yotia Declares War deals that much damage to target creature or planeswalker.',
          targets: { kind: 'creatureOrPlaneswalker' },
          effect: { kind: 'dealDamage', amount: { kind: 'reflexiveCount' }, to: 'target' },
        },
      },
    },
    {
      kind: 'triggered',
      text: 'III — Up to one target artifact you control becomes an artifact creature with base power and toughness 4/4 until end of turn.',
      trigger: { kind: 'chapter', chapter: 3 },
      targets: { kind: 'artifactYouControl', upTo: 1 },
      effect: { kind: 'targetBecomesCreature', power: 4, toughness: 4 },
    },
  ],
});
