/**
 * Sample cards for the rules specs. libs/cards depends on libs/rules, so the rules specs cannot use
 * the real card pool: these are small stand-ins built with the same card DSL, one per mechanism the
 * engine implements, with the Oracle text of the pool card they mirror.
 */
import { createCatalog, type CardCatalog } from '../card-catalog';
import {
  anyColor, defineCard, fixedMana, intrinsicManaAbility, keyword, manaAbility, manaCostPart, sacrificeSelf, staticAbility, tap, untap,
  type CardDefinition, type ManaAbility,
} from '../card-definition';

const basic = (name: string, symbol: 'W' | 'U' | 'B' | 'R' | 'G'): CardDefinition =>
  defineCard({ name, types: ['Land'], supertypes: ['Basic'], subtypes: [name], oracle: `({T}: Add {${symbol}}.)`, abilities: [intrinsicManaAbility(symbol)] });

const anyColorTap: ManaAbility = manaAbility('{T}: Add one mana of any color.', [tap()], anyColor());
const poolText = '{T}: Add one mana of any type that a land you control could produce.';
const orchardText = '{T}: Add one mana of any color that a land an opponent controls could produce.';

export const SAMPLE_CARDS: readonly CardDefinition[] = [
  basic('Plains', 'W'),
  basic('Island', 'U'),
  basic('Swamp', 'B'),
  basic('Mountain', 'R'),
  basic('Forest', 'G'),
  defineCard({ name: 'Wastes', types: ['Land'], supertypes: ['Basic'], oracle: '{T}: Add {C}.', abilities: [manaAbility('{T}: Add {C}.', [tap()], fixedMana({ C: 1 }))] }),
  defineCard({ name: 'Reflecting Pool', types: ['Land'], oracle: poolText, abilities: [manaAbility(poolText, [tap()], { kind: 'anyTypeYourLandsCouldProduce' })] }),
  defineCard({ name: 'Exotic Orchard', types: ['Land'], oracle: orchardText, abilities: [manaAbility(orchardText, [tap()], { kind: 'anyColorOpponentLandsCouldProduce' })] }),
  defineCard({
    name: 'City of Traitors', types: ['Land'], oracle: 'When you play another land, sacrifice City of Traitors.\n{T}: Add {C}{C}.',
    abilities: [
      { kind: 'triggered', text: 'When you play another land, sacrifice City of Traitors.', trigger: { kind: 'youPlayAnotherLand' }, effect: { kind: 'sacrificeSource' } },
      manaAbility('{T}: Add {C}{C}.', [tap()], fixedMana({ C: 2 })),
    ],
  }),
  defineCard({
    name: 'Dryad Arbor', types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'], colors: ['G'], power: 1, toughness: 1,
    oracle: '', abilities: [intrinsicManaAbility('G')],
  }),
  defineCard({
    name: 'Llanowar Elves', manaCost: '{G}', types: ['Creature'], subtypes: ['Elf', 'Druid'], power: 1, toughness: 1,
    oracle: '{T}: Add {G}.', abilities: [manaAbility('{T}: Add {G}.', [tap()], fixedMana({ G: 1 }))],
  }),
  defineCard({
    name: 'Birds of Paradise', manaCost: '{G}', types: ['Creature'], subtypes: ['Bird'], power: 0, toughness: 1,
    oracle: 'Flying\n{T}: Add one mana of any color.', abilities: [keyword('Flying'), anyColorTap],
  }),
  defineCard({
    name: 'Naga Vitalist', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Snake', 'Druid'], power: 1, toughness: 2,
    oracle: poolText, abilities: [manaAbility(poolText, [tap()], { kind: 'anyTypeYourLandsCouldProduce' })],
  }),
  defineCard({
    name: 'Pili-Pala', manaCost: '{2}', types: ['Artifact', 'Creature'], subtypes: ['Scarecrow'], power: 1, toughness: 1,
    oracle: 'Flying\n{2}, {Q}: Add one mana of any color.',
    abilities: [keyword('Flying'), manaAbility('{2}, {Q}: Add one mana of any color.', [manaCostPart('{2}'), untap()], anyColor())],
  }),
  defineCard({ name: 'Sol Ring', manaCost: '{1}', types: ['Artifact'], oracle: '{T}: Add {C}{C}.', abilities: [manaAbility('{T}: Add {C}{C}.', [tap()], fixedMana({ C: 2 }))] }),
  defineCard({
    name: 'Mind Stone', manaCost: '{2}', types: ['Artifact'], oracle: '{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.',
    abilities: [
      manaAbility('{T}: Add {C}.', [tap()], fixedMana({ C: 1 })),
      { kind: 'activated', text: '{1}, {T}, Sacrifice Mind Stone: Draw a card.', cost: [manaCostPart('{1}'), tap(), sacrificeSelf()], effect: { kind: 'drawCards', amount: 1, who: 'controller' } },
    ],
  }),
  defineCard({
    name: 'Chromatic Lantern', manaCost: '{3}', types: ['Artifact'], oracle: 'Lands you control have "{T}: Add one mana of any color."\n{T}: Add one mana of any color.',
    abilities: [staticAbility('Lands you control have "{T}: Add one mana of any color."', { kind: 'landsYouControlHaveManaAbility', ability: anyColorTap }), anyColorTap],
  }),
  defineCard({
    name: 'Damping Sphere', manaCost: '{2}', types: ['Artifact'], oracle: 'If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.\nEach spell a player casts costs {1} more to cast for each other spell that player has cast this turn.',
    abilities: [
      staticAbility('If a land is tapped for two or more mana, it produces {C} instead.', { kind: 'manaReplacement', replacement: { kind: 'landProducesInstead', mana: 'C', minAmount: 2 } }),
      staticAbility('Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.', { kind: 'spellsCostMorePerOtherSpellThisTurn', generic: 1 }),
    ],
  }),
  defineCard({
    name: 'Wild Growth', manaCost: '{G}', types: ['Enchantment'], subtypes: ['Aura'], enchant: 'land',
    oracle: 'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.',
    abilities: [
      keyword('Enchant land'),
      { kind: 'triggered', text: 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.', trigger: { kind: 'enchantedLandTappedForMana' }, manaAbility: true, effect: { kind: 'addManaToTappingPlayer', mana: { G: 1 } } },
    ],
  }),
  defineCard({
    name: 'Mana Flare', manaCost: '{2}{R}', types: ['Enchantment'], oracle: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
    abilities: [{ kind: 'triggered', text: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.', trigger: { kind: 'playerTapsLandForMana' }, manaAbility: true, effect: { kind: 'addOneManaOfATypeThatLandProduced' } }],
  }),
  defineCard({
    name: 'Manabarbs', manaCost: '{3}{R}', types: ['Enchantment'], oracle: 'Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.',
    abilities: [{ kind: 'triggered', text: 'Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.', trigger: { kind: 'playerTapsLandForMana' }, effect: { kind: 'dealDamage', amount: 1, to: 'triggeringPlayer' } }],
  }),
  defineCard({
    name: 'Mana Reflection', manaCost: '{4}{G}{G}', types: ['Enchantment'], oracle: 'If you tap a permanent for mana, it produces twice as much of that mana instead.',
    abilities: [staticAbility('If you tap a permanent for mana, it produces twice as much of that mana instead.', { kind: 'manaReplacement', replacement: { kind: 'multiply', factor: 2 } })],
  }),
  defineCard({
    name: 'Contamination', manaCost: '{2}{B}', types: ['Enchantment'],
    oracle: 'At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.\nIf a land is tapped for mana, it produces {B} instead of any other type and amount.',
    abilities: [
      { kind: 'triggered', text: 'At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.', trigger: { kind: 'yourUpkeep' }, effect: { kind: 'sacrificeSourceUnlessYouSacrificeACreature' } },
      staticAbility('If a land is tapped for mana, it produces {B} instead of any other type and amount.', { kind: 'manaReplacement', replacement: { kind: 'landProducesInstead', mana: 'B', minAmount: 1 } }),
    ],
  }),
  defineCard({
    name: 'Pulse of Llanowar', manaCost: '{3}{G}', types: ['Enchantment'], oracle: 'If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type.',
    abilities: [staticAbility('If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type.', { kind: 'manaReplacement', replacement: { kind: 'basicLandYouControlProducesChosenColor' } })],
  }),
  defineCard({
    name: 'Endless One', manaCost: '{X}', types: ['Creature'], subtypes: ['Eldrazi'], power: 0, toughness: 0, oracle: 'Endless One enters with X +1/+1 counters on it.',
    abilities: [staticAbility('Endless One enters with X +1/+1 counters on it.', { kind: 'entersWithXCounters', counter: '+1/+1' })],
  }),
  defineCard({
    name: 'Hangarback Walker', manaCost: '{X}{X}', types: ['Artifact', 'Creature'], subtypes: ['Construct'], power: 0, toughness: 0,
    oracle: 'Hangarback Walker enters with X +1/+1 counters on it.\nWhen Hangarback Walker dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on Hangarback Walker.\n{1}, {T}: Put a +1/+1 counter on Hangarback Walker.',
    abilities: [
      staticAbility('Hangarback Walker enters with X +1/+1 counters on it.', { kind: 'entersWithXCounters', counter: '+1/+1' }),
      { kind: 'triggered', text: 'When Hangarback Walker dies, create a Thopter for each +1/+1 counter on it.', trigger: { kind: 'selfDies' }, effect: { kind: 'createTokens', token: 'Thopter', amount: { kind: 'countersOnSource', counter: '+1/+1' }, tapped: false, for: 'controller' } },
      { kind: 'activated', text: '{1}, {T}: Put a +1/+1 counter on Hangarback Walker.', cost: [manaCostPart('{1}'), tap()], effect: { kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'source' } },
    ],
  }),
  defineCard({
    name: 'Exocrine', manaCost: '{X}{2}{R}', types: ['Creature'], subtypes: ['Tyranid'], power: 2, toughness: 2,
    oracle: 'Ravenous\nBio-plasmic Barrage — When Exocrine enters, it deals X damage to each player and each other creature.',
    abilities: [
      [
        staticAbility('Ravenous', { kind: 'entersWithXCounters', counter: '+1/+1' }),
        { kind: 'triggered', text: 'Ravenous — draw a card when it enters (X is 5 or more).', trigger: { kind: 'selfEnters' }, ifXAtLeast: 5, effect: { kind: 'drawCards', amount: 1, who: 'controller' } },
      ],
      { kind: 'triggered', text: 'Bio-plasmic Barrage', trigger: { kind: 'selfEnters' }, effect: { kind: 'dealDamageToEachPlayerAndEachOtherCreature', amount: { kind: 'x' } } },
    ],
  }),
  defineCard({
    name: 'Order of Whiteclay', manaCost: '{1}{W}{W}', types: ['Creature'], subtypes: ['Kithkin', 'Cleric'], power: 1, toughness: 4,
    oracle: '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.',
    abilities: [
      { kind: 'activated', text: '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.', cost: [manaCostPart('{1}{W}{W}'), untap()], targets: { kind: 'creatureCardInYourGraveyard', maxManaValue: 3 }, effect: { kind: 'returnTargetFromGraveyardToBattlefield' } },
    ],
  }),
  defineCard({
    name: 'Yes Man, Personal Securitron', manaCost: '{2}{W}', types: ['Artifact', 'Creature'], supertypes: ['Legendary'], subtypes: ['Robot'], power: 2, toughness: 2,
    oracle: '{T}: Target opponent gains control of Yes Man. When they do, you draw two cards and put a quest counter on Yes Man. Activate only during your turn.\nWild Card — When Yes Man leaves the battlefield, its owner creates a tapped 1/1 white Soldier creature token for each quest counter on it.',
    abilities: [
      {
        kind: 'activated', text: '{T}: Target opponent gains control of Yes Man. Activate only during your turn.', cost: [tap()], targets: { kind: 'opponent' }, onlyDuringYourTurn: true,
        effect: {
          kind: 'targetOpponentGainsControlOfSource',
          whenYouDo: { text: 'When they do, you draw two cards and put a quest counter on Yes Man.', effect: { kind: 'sequence', effects: [{ kind: 'drawCards', amount: 2, who: 'controller' }, { kind: 'addCounters', counter: 'quest', amount: 1, to: 'source' }] } },
        },
      },
      { kind: 'triggered', text: 'Wild Card', trigger: { kind: 'selfLeavesBattlefield' }, effect: { kind: 'createTokens', token: 'Soldier', amount: { kind: 'countersOnSource', counter: 'quest' }, tapped: true, for: 'owner' } },
    ],
  }),
  defineCard({
    name: 'Yotia Declares War', manaCost: '{1}{R}', types: ['Enchantment'], subtypes: ['Saga'], oracle: 'Read ahead\nI — Ornithopter.\nII — Tap artifacts; that much damage.\nIII — Up to one target artifact you control becomes a 4/4.',
    abilities: [
      staticAbility('Read ahead', { kind: 'readAhead' }),
      { kind: 'triggered', text: 'I — Create an Ornithopter.', trigger: { kind: 'chapter', chapter: 1 }, effect: { kind: 'createTokens', token: 'Ornithopter', amount: 1, tapped: false, for: 'controller' } },
      {
        kind: 'triggered', text: 'II — Tap any number of untapped artifacts you control. When you do, ...', trigger: { kind: 'chapter', chapter: 2 },
        effect: { kind: 'tapAnyNumberOfArtifacts', whenYouDo: { text: 'that much damage to target creature or planeswalker.', targets: { kind: 'creatureOrPlaneswalker' }, effect: { kind: 'dealDamage', amount: { kind: 'reflexiveCount' }, to: 'target' } } },
      },
      { kind: 'triggered', text: 'III — Up to one target artifact you control becomes a 4/4.', trigger: { kind: 'chapter', chapter: 3 }, targets: { kind: 'artifactYouControl', upTo: 1 }, effect: { kind: 'targetBecomesCreature', power: 4, toughness: 4 } },
    ],
  }),
  defineCard({ name: 'Ornithopter', types: ['Artifact', 'Creature'], subtypes: ['Thopter'], power: 0, toughness: 2, token: true, oracle: 'Flying', abilities: [keyword('Flying')] }),
  defineCard({ name: 'Thopter', types: ['Artifact', 'Creature'], subtypes: ['Thopter'], power: 1, toughness: 1, token: true, oracle: 'Flying', abilities: [keyword('Flying')] }),
  defineCard({ name: 'Soldier', types: ['Creature'], subtypes: ['Soldier'], colors: ['W'], power: 1, toughness: 1, token: true, oracle: '', abilities: [] }),
];

/** A catalog of the sample cards. */
export const SAMPLE_CATALOG: CardCatalog = createCatalog(SAMPLE_CARDS);
