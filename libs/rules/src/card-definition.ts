/**
 * Cards as data (style.md §4): a card lists its Oracle abilities, built from a closed library of
 * costs, mana productions, triggers, statics and effects. The engine interprets them; a new kind
 * of effect needs a resolver (the registries are mapped types over `kind`, so it won't compile
 * without one).
 */
import { parseManaCost, type ManaBundle, type ManaCost, type ManaType } from './mana';

export type CardType = 'Land' | 'Creature' | 'Artifact' | 'Enchantment' | 'Instant' | 'Sorcery';
export type Supertype = 'Basic' | 'Legendary';

/** A part of an activation cost (CR 602.1, 107.5, 107.6). */
export type CostPart =
  | { readonly kind: 'tap' }
  | { readonly kind: 'untap' }
  | { readonly kind: 'mana'; readonly cost: string }
  | { readonly kind: 'sacrificeSelf' }
  /** "Discard this card" (cycling, 702.29a): paid from its owner's hand. */
  | { readonly kind: 'discardSelf' }
  /** "Exile ~ from your graveyard" (701.13a): paid from its owner's graveyard (113.6m). */
  | { readonly kind: 'exileSelfFromGraveyard' }
  /** "Sacrifice a creature", "Sacrifice another creature", "Sacrifice an artifact", "Sacrifice a Goblin" (701.21a). */
  | { readonly kind: 'sacrifice'; readonly what: PermanentKind; readonly another: boolean }
  /** "Discard a card", "Discard two cards" (701.9a): the payer chooses which. */
  | { readonly kind: 'discard'; readonly amount: number }
  /** "Pay 2 life" (119.4): only with at least that much life. */
  | { readonly kind: 'payLife'; readonly amount: number };

/** A kind of permanent a cost names: a card type ("creature", "artifact") or a subtype ("Goblin"). */
export type PermanentKind = { readonly type: CardType } | { readonly subtype: string };

/** What a mana ability makes when it resolves (CR 106.1, 106.7). */
export type ManaProduction =
  | { readonly kind: 'fixed'; readonly mana: ManaBundle }
  | { readonly kind: 'anyColor' }
  /** "one mana of any type that a land you control could produce" (Reflecting Pool, Naga Vitalist). */
  | { readonly kind: 'anyTypeYourLandsCouldProduce' }
  /** "one mana of any color that a land an opponent controls could produce" (Exotic Orchard, Fellwar Stone). */
  | { readonly kind: 'anyColorOpponentLandsCouldProduce' }
  /** "Add {R} or {G}": one mana of one of these types, chosen as it resolves (CR 106.1). */
  | { readonly kind: 'oneOf'; readonly options: readonly ManaType[] }
  /** "Add three mana of any one color": `amount` mana of one color, chosen as it resolves (106.1). */
  | { readonly kind: 'anyOneColor'; readonly amount: number }
  /** "Add {G} for each Elf you control": one mana of a type for each permanent of a kind, counted as it resolves (608.2h). */
  | { readonly kind: 'perPermanentYouControl'; readonly mana: ManaType; readonly what: PermanentKind };

/** A number an effect uses. */
export type Amount =
  | number
  /** The X of the spell this permanent was cast as, for ETB abilities (CR 107.3m); 0 if not cast. */
  | { readonly kind: 'x' }
  /** Counters of a kind on the source, from last known information if it has left (CR 603.10a). */
  | { readonly kind: 'countersOnSource'; readonly counter: string }
  /** How many objects the creating ability acted on (a reflexive trigger's "that much"). */
  | { readonly kind: 'reflexiveCount' }
  /** "for each creature card in your graveyard": the controller's graveyard cards of any of `types` (all, without), as it resolves. */
  | { readonly kind: 'cardsInYourGraveyard'; readonly types?: readonly CardType[] }
  /** "for each attacking Elf you control", "equal to the number of Goblins you control", "2 life for each Gate you control" (`each`: 2): counted as the effect applies (608.2h). */
  | { readonly kind: 'count'; readonly of: CountedPermanents; readonly each?: number }
  /** "that permanent's mana value": the first target's, from last known information if it has left (608.2h, 202.3). */
  | { readonly kind: 'targetManaValue' };

/** The permanents a count names: of a card type or subtype, yours or anyone's, attacking (508.1k), other than the source. */
export interface CountedPermanents {
  readonly what: PermanentKind;
  readonly youControl: boolean;
  readonly attacking: boolean;
  readonly other: boolean;
}

export type TargetSpec =
  /** "any target": a creature, player, planeswalker or battle (CR 115.4). */
  | { readonly kind: 'any' }
  | { readonly kind: 'creature' }
  | { readonly kind: 'spell' }
  | { readonly kind: 'opponent' }
  | { readonly kind: 'player' }
  | { readonly kind: 'artifact' }
  | { readonly kind: 'enchantment' }
  | { readonly kind: 'artifactOrEnchantment' }
  | { readonly kind: 'land' }
  | { readonly kind: 'permanent' }
  | { readonly kind: 'nonlandPermanent' }
  | { readonly kind: 'creatureYouControl' }
  | { readonly kind: 'creatureAnOpponentControls' }
  /** "target creature spell" / "target noncreature spell" / "target instant or sorcery spell". */
  | { readonly kind: 'spellOfKind'; readonly spell: 'creature' | 'noncreature' | 'instantOrSorcery' }
  | { readonly kind: 'creatureOrPlaneswalker' }
  | { readonly kind: 'artifactYouControl'; readonly upTo: number }
  | { readonly kind: 'creatureCardInYourGraveyard'; readonly maxManaValue: number }
  /** "target attacking or blocking creature", "target tapped creature", "target creature with flying", "target nonblack creature" (115.1). */
  | { readonly kind: 'creatureWith'; readonly filter: TargetCreatureFilter }
  /** "target creature with power 4 or greater", "... with power 2 or less" (115.1, 208.1). */
  | { readonly kind: 'creatureWithPower'; readonly power: number; readonly orGreater: boolean }
  /** "target card from a graveyard": any player's (115.1). */
  | { readonly kind: 'cardInAGraveyard' }
  /** "target creature card from your graveyard", "target instant or sorcery card from your graveyard", "target card from your graveyard". */
  | { readonly kind: 'cardInYourGraveyard'; readonly cardType: 'creature' | 'instantOrSorcery' | 'any' | 'permanent'; readonly subtype?: string }
  /** "target creature or enchantment", "target green or white creature", "target nonland permanent an opponent controls" (115.1). */
  | { readonly kind: 'permanentMatching'; readonly filter: PermanentTargetFilter }
  /** "target red or green spell", "target artifact or creature spell" (115.1). */
  | { readonly kind: 'spellMatching'; readonly filter: SpellTargetFilter }
  /** "up to one target card from a graveyard": none, or up to `max` of what `of` allows (601.2c). */
  | { readonly kind: 'upTo'; readonly max: number; readonly of: TargetSpec };

/** Effects, a closed union: each has a resolver in the engine. */
export type Effect =
  | { readonly kind: 'sequence'; readonly effects: readonly Effect[] }
  | { readonly kind: 'dealDamage'; readonly amount: Amount; readonly to: 'target' | 'triggeringPlayer' | 'eachOpponent' | 'controller' }
  | { readonly kind: 'dealDamageToEachPlayerAndEachOtherCreature'; readonly amount: Amount }
  /** "Draw a card", "Target player draws two cards", "Each player draws a card" (121.1). */
  | { readonly kind: 'drawCards'; readonly amount: Amount; readonly who: 'controller' | 'target' | 'eachPlayer' }
  | { readonly kind: 'createTokens'; readonly token: string; readonly amount: Amount; readonly tapped: boolean; readonly for: 'controller' | 'owner' | 'targetController' }
  /** "Put a +1/+1 counter on ~ / target creature / that creature" (122.1): "that creature" is the one the trigger names. */
  | { readonly kind: 'addCounters'; readonly counter: string; readonly amount: Amount; readonly to: 'source' | 'target' | 'triggeringCreature' }
  /** "Put a +1/+1 counter on each (other) creature you control" (122.1): the creatures there as it resolves (611.2c). */
  | { readonly kind: 'addCountersToEach'; readonly counter: string; readonly amount: Amount; readonly which: CreatureGroup }
  | { readonly kind: 'sacrificeSource' }
  /** "Target opponent gains control of [this]" (Yes Man); a reflexive trigger follows if it happened. */
  | { readonly kind: 'targetOpponentGainsControlOfSource'; readonly whenYouDo: ReflexiveAbility }
  /** "Tap any number of untapped artifacts you control. When you do, ..." (Yotia Declares War II). */
  | { readonly kind: 'tapAnyNumberOfArtifacts'; readonly whenYouDo: ReflexiveAbility }
  /** "becomes an artifact creature with base power and toughness P/T until end of turn" (613.4b). */
  | { readonly kind: 'targetBecomesCreature'; readonly power: number; readonly toughness: number }
  /** "Sacrifice [this] unless you pay {1}" (118.12a): its controller may pay the mana from their pool. */
  | { readonly kind: 'sacrificeSourceUnlessYouPay'; readonly cost: string }
  /** Ward's "counter that spell or ability unless that player pays [cost]" (702.21a): mana, life (119.4) or both. */
  | { readonly kind: 'counterThatUnlessItsControllerPays'; readonly mana?: string; readonly life?: number }
  /** "sacrifice [this] unless you sacrifice a creature" (Contamination). */
  | { readonly kind: 'sacrificeSourceUnlessYouSacrificeACreature' }
  /** "Add one mana of any type that land produced" (Heartbeat of Spring, Mana Flare). */
  | { readonly kind: 'addOneManaOfATypeThatLandProduced' }
  /** "adds an additional {G}" (Wild Growth, Vernal Bloom): to the tapping permanent's controller. */
  | { readonly kind: 'addManaToTappingPlayer'; readonly mana: ManaBundle }
  /** "Return target creature card from your graveyard to the battlefield (tapped)" (110.2). */
  | { readonly kind: 'returnTargetFromGraveyardToBattlefield'; readonly tapped?: boolean }
  /** "Target creature gets +N/+N until end of turn" (613.4c, 514.2). */
  | { readonly kind: 'pumpTarget'; readonly power: number; readonly toughness: number }
  /** "If this spell was kicked, ..." (702.33d): one effect if it was kicked, another (or none) if not. */
  | { readonly kind: 'ifKicked'; readonly then: Effect; readonly otherwise?: Effect }
  /** "Counter target spell" (701.6a). */
  | { readonly kind: 'counterTargetSpell' }
  /** "Destroy target creature" (701.8a). */
  | {
      readonly kind: 'destroyTarget';
      /** "It can't be regenerated." (701.19c): regeneration shields are not applied. */
      readonly noRegeneration?: boolean;
    }
  /** "If that creature would die this turn, exile it instead" (614.1a): the target, for the turn. */
  | { readonly kind: 'exileTargetIfItWouldDieThisTurn' }
  /** "You may destroy target artifact or enchantment": its controller chooses as it resolves whether to do it (603.5, 608.2d). */
  | { readonly kind: 'mayDo'; readonly effect: Effect }
  /** "Prevent all combat damage that would be dealt this turn" (615.1). */
  | { readonly kind: 'preventAllCombatDamageThisTurn' }
  /** "You gain N life" (119.3). */
  | { readonly kind: 'gainLife'; readonly amount: Amount; readonly who: 'controller' | 'target' }
  /** "Discard a card", "Target player discards two cards" (701.9a-b): the discarding player chooses. */
  | { readonly kind: 'discardCards'; readonly amount: Amount; readonly who: 'controller' | 'target' | 'eachOpponent' | 'eachPlayer' }
  /** "You lose N life", "Target player loses N life", "Each opponent loses N life" (119.3). */
  | { readonly kind: 'loseLife'; readonly amount: Amount; readonly who: 'controller' | 'target' | 'eachOpponent' | 'eachPlayer' | 'triggeringPlayer' }
  /** "Each opponent loses N life. You gain life equal to the life lost this way." (119.3): the gain is the total actually lost. */
  | { readonly kind: 'drainEachOpponent'; readonly amount: Amount }
  /** "[This creature] gets +N/+N until end of turn" (613.4c, 514.2): the source itself. */
  | { readonly kind: 'pumpSource'; readonly power: number; readonly toughness: number }
  /** "it gets +N/+N until end of turn for each creature blocking it beyond the first" (rampage, 702.23a-b), counted as it resolves. */
  | { readonly kind: 'pumpSourcePerBlockerBeyondFirst'; readonly power: number; readonly toughness: number }
  /** "each other attacking creature gets +N/+N until end of turn" (battle cry, 702.91a). */
  | { readonly kind: 'pumpOtherAttackers'; readonly power: number; readonly toughness: number }
  /** "that creature gets +N/+N until end of turn": the creature the trigger names (exalted, 702.83a). */
  | { readonly kind: 'pumpTriggeringCreature'; readonly power: number; readonly toughness: number }
  /** "Return target creature to its owner's hand" / "Exile target creature" (400.7). */
  | { readonly kind: 'moveTarget'; readonly to: 'hand' | 'exile' }
  /** "Tap target creature" / "Untap target creature" (701.26a, 701.26b). */
  | { readonly kind: 'tapTarget'; readonly untap: boolean }
  /** "Search your library for a [kind] card, reveal it, put it into your hand, then shuffle" (typecycling, 701.23a, 702.29e). */
  | { readonly kind: 'searchLibraryToHand'; readonly find: CardKind }
  /** "return it to the battlefield under its owner's control with a +1/+1 (-1/-1) counter on it" (undying 702.93a, persist 702.79a). */
  | { readonly kind: 'returnSourceFromGraveyardWithCounter'; readonly counter: string }
  /** "Attach [this] to target creature you control" (equip, 701.3a, 702.6a). */
  | { readonly kind: 'attachSourceToTarget' }
  /** "[This creature] / Target creature gains flying until end of turn" (613.1f, 514.2): played keywords, lowercased. */
  | { readonly kind: 'gainKeywords'; readonly to: 'source' | 'target'; readonly keywords: readonly string[] }
  /**
   * "Creatures you control get +N/+N and gain trample until end of turn", "All creatures get -1/-1
   * until end of turn" (613.4c, 613.1f): the creatures are those on the battlefield as it resolves (611.2c).
   */
  | {
      readonly kind: 'pumpCreatures'; readonly which: CreatureGroup; readonly power: number; readonly toughness: number; readonly keywords: readonly string[];
      /** "+X/+X, where X is the number of attacking creatures": power and toughness times this count, counted once as it resolves (608.2h). */
      readonly per?: CountedPermanents;
    }
  /** "Return [this permanent] to its owner's hand" (608.2c): the source itself, if it is still on the battlefield. */
  | { readonly kind: 'returnSourceToHand' }
  /** "~ deals N damage to each creature (without flying) (and each player)" (120.3): creatures first, then players, as written. */
  | { readonly kind: 'dealDamageToEach'; readonly amount: Amount; readonly creatures: DamagedCreatures; readonly players: boolean }
  /** "Return target creature card from your graveyard to your hand" (608.2c). */
  | { readonly kind: 'returnTargetCardToHand' }
  /** "Regenerate [this]" / "target creature" / "enchanted creature": a shield against the next destruction this turn (701.19a). */
  | { readonly kind: 'regenerate'; readonly who: 'source' | 'target' | 'attachedTo' }
  /** "Destroy all creatures", "Destroy all Islands" (701.8a): every permanent that matches, at once; then "You gain N life for each creature destroyed this way" (119.3). */
  | { readonly kind: 'destroyAll'; readonly filter: PermanentFilter; readonly lifePerDestroyed?: number }
  /**
   * "Search your library for up to two basic land cards, put them onto the battlefield tapped"
   * (701.23a): the controller finds up to `upTo` cards that match, or fewer (701.23b), and they
   * enter the battlefield.
   */
  | { readonly kind: 'searchLibraryToBattlefield'; readonly filter: LibraryCardFilter; readonly upTo: number; readonly tapped: boolean }
  /**
   * "Search your library for a land card, reveal it, put it into your hand", "... for a card, put
   * that card into your graveyard" (701.23a): the controller finds one card of the kind, or none
   * (701.23b); the shuffle is the card's next instruction.
   */
  | { readonly kind: 'searchLibraryFor'; readonly find: CardKind; readonly to: 'hand' | 'graveyard' }
  /**
   * "Return all creature cards with mana value 2 or less from your graveyard to the battlefield",
   * "Put all creature cards from all graveyards onto the battlefield under your control" (110.2):
   * the cards there as it resolves, of any of `types`, entering at once.
   */
  | { readonly kind: 'returnAllFromGraveyardToBattlefield'; readonly types: readonly CardType[]; readonly maxManaValue?: number; readonly graveyards: 'yours' | 'all' }
  /** "return an instant or sorcery card from your graveyard to your hand": no target; the controller chooses one as it resolves (608.2d). */
  | { readonly kind: 'returnCardFromGraveyardToHand'; readonly cardType: 'creature' | 'instantOrSorcery' | 'any' | 'permanent' }
  /** "If it's a Zombie card, draw a card.": the next instruction, only if the spell's target card has the subtype (608.2c). */
  | { readonly kind: 'ifTargetCardHasSubtype'; readonly subtype: string; readonly then: Effect }
  /** "Return ~ from your graveyard to the battlefield (tapped)" (an ability that works in the graveyard): the card itself, if still there (400.7). */
  | { readonly kind: 'returnSourceFromGraveyardToBattlefield'; readonly tapped: boolean }
  /**
   * "Look at the top three cards of your library. You may put one of those cards back on top of
   * your library. Put the rest into your graveyard." (608.2c): the controller keeps at most one.
   */
  | { readonly kind: 'lookAtTopKeepOneRestToGraveyard'; readonly amount: number }
  /** "then shuffle" (701.24a): the controller's library. */
  | { readonly kind: 'shuffleLibrary' }
  /** "Scry N" (701.22a): the controller looks at the top N cards, puts any of them on the bottom and the rest on top, in any order. */
  | { readonly kind: 'scry'; readonly amount: Amount }
  /** "Surveil N" (701.25a): as scry, but the cards not kept on top go to the graveyard. */
  | { readonly kind: 'surveil'; readonly amount: Amount }
  /** "Mill N cards", "Target player mills N cards" (701.17a): as many as the library holds (701.17b). */
  | { readonly kind: 'mill'; readonly amount: Amount; readonly who: 'controller' | 'target' | 'eachOpponent' }
  /** "Untap [this permanent]" / "Tap [this permanent]" (701.26a-b). */
  | { readonly kind: 'tapSource'; readonly untap: boolean }
  /** "Destroy all creatures with flying", "Destroy all tapped creatures" (701.8a): the permanents of a group there as it resolves. */
  | { readonly kind: 'destroyGroup'; readonly what: PermanentGroup }
  /** "Return all creatures to their owners' hands" (608.2c): the permanents there as it resolves. */
  | {
      readonly kind: 'returnAllToHand';
      readonly what: PermanentGroup;
      /** "... target player controls": only the target player's (River's Rebuke). */
      readonly ofTargetPlayer?: boolean;
    }
  /** "Destroy target nonland permanent and all other permanents with the same name as that permanent" (701.8a, 201.2). */
  | { readonly kind: 'destroyTargetAndSameName' }
  /** "Return a land you control to its owner's hand" (608.2c): no target; the controller chooses one as it resolves (608.2d). */
  | { readonly kind: 'returnOneYouControlToHand'; readonly what: 'lands' | 'creatures' }
  /** "Exile target card from a graveyard" (701.13a). */
  | { readonly kind: 'exileTargetCard' }
  /** "Exile target player's graveyard", "Exile all graveyards", "Exile each opponent's graveyard" (701.13a). */
  | { readonly kind: 'exileGraveyards'; readonly who: 'target' | 'eachPlayer' | 'eachOpponent' }
  /** "Put target creature on top of its owner's library" (608.2c). */
  | { readonly kind: 'putTargetOnLibrary' }
  /** "[This creature] / Target creature can't block this turn", "... can't be blocked this turn" (611.2a, 509.1b). */
  | { readonly kind: 'restrictThisTurn'; readonly to: 'source' | 'target'; readonly restriction: CombatRestriction }
  /** "Double target creature's power (and toughness) until end of turn" (701.10b-c): +X/+0 (+X/+Y), its power (toughness) as it resolves. */
  | { readonly kind: 'doubleTargetPowerToughness'; readonly toughness: boolean }
  /** "that player gets two poison counters" (122.1): the player the trigger names. */
  | { readonly kind: 'givePoisonCounters'; readonly amount: number }
  /** "Each player discards their hand" (701.9a): every card of it, in turn order (101.4). */
  | { readonly kind: 'discardHand'; readonly who: 'controller' | 'target' | 'eachPlayer' }
  /** "If target player has exactly 10 life, [effect]" (608.2c): the effect happens only if that holds as it resolves. */
  | { readonly kind: 'ifTargetPlayerHasLife'; readonly exactly: number; readonly then: Effect }
  /** "Target player sacrifices a creature", "Each opponent sacrifices two creatures" (701.21a): each chooses their own, in turn order (101.4). */
  | { readonly kind: 'sacrificeCreatures'; readonly amount: number; readonly who: 'target' | 'eachOpponent' | 'eachPlayer' }
  /**
   * "Choose one —" and its bulleted modes (700.2): between `min` and `max` different modes are
   * chosen as the spell is cast (601.2b) or the ability put on the stack (603.3c); each mode has
   * its own targets (700.2c), and the chosen ones are followed in the order written (608.2c).
   */
  | {
      readonly kind: 'modal';
      readonly min: number;
      readonly max: number;
      readonly modes: readonly Mode[];
      /** "Entwine {2}" (702.42a): all the modes may be chosen, paying this mana cost in addition. */
      readonly entwine?: string;
      /** "Escalate {1}" (702.120a): this mana cost is paid again for each mode chosen beyond the first. */
      readonly escalate?: string;
      /** "You may choose the same mode more than once." (700.2d) */
      readonly repeatable?: boolean;
    };

/** One mode of a modal spell or ability (700.2): a bullet's instructions and its targets. */
export interface Mode {
  readonly text: string;
  readonly effect: Effect;
  readonly targets?: TargetSpec;
}

/** A restriction on blocking that an effect puts on a creature for the turn (509.1b). */
export type CombatRestriction = 'cantBlock' | 'cantBeBlocked';

/** The permanents a "... all ..." effect reaches. */
export type PermanentGroup =
  | 'creatures' | 'artifacts' | 'enchantments' | 'artifactsAndEnchantments' | 'lands' | 'nonlandPermanents' | 'tappedCreatures' | 'creaturesWithFlying' | 'creaturesWithoutFlying' | 'nonartifactCreatures' | 'attackingCreatures';

/** Which creatures "deals N damage to each ..." reaches. */
export type DamagedCreatures = 'none' | 'all' | 'other' | 'withFlying' | 'withoutFlying';

/** What a "target ... creature" must be, besides a creature. */
export type TargetCreatureFilter =
  | 'attackingOrBlocking' | 'attacking' | 'blocking' | 'tapped' | 'untapped' | 'flying' | 'withoutFlying'
  | 'nonartifact' | 'nonwhite' | 'nonblue' | 'nonblack' | 'nonred' | 'nongreen';

/** A set of creatures an effect acts on, as it resolves. */
export type CreatureGroup = 'youControl' | 'otherYouControl' | 'all' | 'opponentsControl' | 'attacking' | 'attackingYouControl';

/** The cards a search of a library may find: of any of `types`, basic ones only if `basic`. */
export interface LibraryCardFilter {
  readonly types: readonly CardType[];
  readonly basic: boolean;
}

/**
 * Which permanents a "... all ..." effect acts on: those of any of `types` (a creature as it is
 * now, 613.1d), with `subtype` and of `color` when given. "creatures and lands" is
 * `{ types: ['Creature', 'Land'] }`, "black creatures" `{ types: ['Creature'], color: 'B' }`,
 * "Islands" `{ subtype: 'Island' }`, "white permanents" `{ color: 'W' }`.
 */
export interface PermanentFilter {
  readonly types?: readonly CardType[];
  readonly subtype?: string;
  readonly color?: ManaType;
}

/** A kind of card a search looks for: a basic land, a land, or a card with a subtype ("Forest", "Wizard"). */
export type CardKind =
  | { readonly kind: 'basicLand' }
  | { readonly kind: 'land' }
  | { readonly kind: 'subtype'; readonly subtype: string }
  /** "a card": any card. */
  | { readonly kind: 'anyCard' }
  /** "an instant card", "a creature card". */
  | { readonly kind: 'cardType'; readonly type: CardType }
  /** "a card with flash": a keyword the card prints. */
  | { readonly kind: 'withKeyword'; readonly keyword: string }
  /** "an instant or sorcery card", "an instant card or a card with flash": a card of any of these kinds. */
  | { readonly kind: 'oneOf'; readonly kinds: readonly CardKind[] };

/** A reflexive triggered ability ("When you do, ...", CR 603.12). */
export interface ReflexiveAbility {
  readonly text: string;
  readonly targets?: TargetSpec;
  readonly effect: Effect;
}

/** What makes a triggered ability trigger (CR 603.2). */
export type TriggerCondition =
  /** Whenever enchanted land is tapped for mana (106.12a). */
  | { readonly kind: 'enchantedLandTappedForMana' }
  /** Whenever a Forest is tapped for mana. */
  | { readonly kind: 'landWithSubtypeTappedForMana'; readonly subtype: string }
  /** Whenever a player taps a land for mana. */
  | { readonly kind: 'playerTapsLandForMana' }
  | { readonly kind: 'selfEnters' }
  | { readonly kind: 'selfDies' }
  | { readonly kind: 'selfLeavesBattlefield' }
  | { readonly kind: 'yourUpkeep' }
  /** "Whenever [this creature] deals combat damage to a player" (510.3a). */
  | { readonly kind: 'selfDealsCombatDamageToPlayer' }
  /** "Whenever a land enters under your control" (landfall; 603.2). */
  | { readonly kind: 'landEntersUnderYourControl' }
  /** "Whenever you gain life" (603.2). */
  | { readonly kind: 'youGainLife' }
  /** "At the beginning of the end step" (603.2b: each end step, anyone's turn). */
  | { readonly kind: 'eachEndStep' }
  /** "Whenever [this creature] attacks" (508.3a); "... attacks while you control a creature with power 4 or greater": only if that holds as it attacks. */
  | { readonly kind: 'selfAttacks'; readonly while?: CreaturesCondition }
  /** "Whenever equipped/enchanted creature deals combat damage to a player" (510.3a): the creature this permanent is attached to. */
  | { readonly kind: 'attachedCreatureDealsCombatDamageToPlayer' }
  /** "Whenever a creature you control (with deathtouch) deals combat damage to a player" (510.3a): once for each such creature. */
  | { readonly kind: 'creatureYouControlDealsCombatDamageToPlayer'; readonly keyword?: string }
  /** "Whenever a (white) creature you control attacks" (508.3a): once for each such attacker. */
  | { readonly kind: 'creatureYouControlAttacks'; readonly color?: ManaType }
  /** "Whenever you cast a noncreature spell" (prowess, 702.108a). */
  | { readonly kind: 'youCastNoncreatureSpell' }
  | { readonly kind: 'youPlayAnotherLand' }
  /** "Whenever a creature you control attacks alone" (exalted, 702.83a-b). */
  | { readonly kind: 'creatureYouControlAttacksAlone' }
  /** "Whenever this creature becomes blocked by a creature without flanking" (flanking, 702.25a): once per such blocker. */
  | { readonly kind: 'blockedByCreatureWithoutFlanking' }
  /** "Whenever this creature blocks or becomes blocked" (bushido, 702.45a): once per combat (509.3c). */
  | { readonly kind: 'selfBlocksOrBecomesBlocked' }
  /** A Saga chapter (CR 714.2b). */
  | { readonly kind: 'chapter'; readonly chapter: number }
  /** "Whenever a creature you control enters", "Whenever another creature enters" (603.6a). */
  | { readonly kind: 'creatureEnters'; readonly another: boolean; readonly whose: 'you' | 'any' }
  /** "Whenever another nontoken creature you control dies" (700.4; looks back in time, 603.10a). */
  | { readonly kind: 'creatureDies'; readonly another: boolean; readonly whose: 'you' | 'opponent' | 'any'; readonly nontoken: boolean }
  /** "Whenever you cast a spell", "... an instant or sorcery spell", "... a creature spell" (601.2i). */
  | {
      readonly kind: 'youCastSpell';
      readonly spell: 'any' | 'instantOrSorcery' | 'creature' | 'noncreature';
      /** "a noncreature or Dragon spell": a spell of this subtype also counts. */
      readonly orSubtype?: string;
      /** "a white or blue spell": only spells of one of these colors. */
      readonly colors?: readonly ManaType[];
      /** "during an opponent's turn" */
      readonly duringAnOpponentsTurn?: boolean;
    }
  /** "Whenever an opponent casts a spell", "Whenever a player casts a noncreature spell" (601.2i). */
  | { readonly kind: 'spellCast'; readonly caster: 'opponent' | 'any'; readonly spell: 'any' | 'instantOrSorcery' | 'creature' | 'noncreature'; readonly colors?: readonly ManaType[] }
  /** "At the beginning of your end step" (603.2b, on its controller's turn only). */
  | { readonly kind: 'yourEndStep' }
  /** "At the beginning of each upkeep": every player's (603.2b). */
  | { readonly kind: 'eachUpkeep' }
  /** "At the beginning of combat on your turn" (603.2b). */
  | { readonly kind: 'beginningOfCombatOnYourTurn' }
  /** "Whenever [this creature] blocks" (509.3a): once each combat, as it is declared a blocker. */
  | { readonly kind: 'selfBlocks' }
  /** "Whenever [this creature] becomes blocked" (509.3c): once each combat. */
  | { readonly kind: 'selfBecomesBlocked' }
  /** "Whenever an artifact you control enters", "Whenever ~ or another Ally enters under your control" (603.6a). */
  | { readonly kind: 'permanentEnters'; readonly what: PermanentKind; readonly another: boolean; readonly whose: 'you' | 'any' }
  /** "Whenever [this] becomes tapped" (603.2f): not when it enters tapped. */
  | { readonly kind: 'selfBecomesTapped' }
  /** "Whenever [this permanent] becomes the target of a spell or ability an opponent controls" (ward, 702.21a). */
  | { readonly kind: 'selfBecomesTargetOfOpponent' }
  /** "Whenever you draw a card": once for each card (121.2). */
  | { readonly kind: 'youDrawACard' }
  /** "Whenever an opponent draws a card": once for each card (121.2), "that player" being the one who drew. */
  | { readonly kind: 'opponentDrawsACard' }
  /** "Whenever you draw your second card each turn" (121.2). */
  | { readonly kind: 'youDrawYourSecondCardEachTurn' }
  /** "Whenever you attack": once, as you declare one or more attackers (508.1m); "with three or more creatures": at least that many. */
  | { readonly kind: 'youAttack'; readonly atLeast?: number }
  /**
   * "Whenever one or more +1/+1 counters are put on ~ / on another non-Hydra creature you control"
   * (122.6: also as it enters with counters): once for each permanent each time.
   */
  | { readonly kind: 'countersPutOn'; readonly counter: string; readonly on: 'self' | 'creature'; readonly another: boolean; readonly whose: 'you' | 'any'; readonly notSubtype?: string }
  /** One ability with two trigger events: "When ~ enters or dies", "Whenever ~ attacks or blocks". */
  | { readonly kind: 'either'; readonly conditions: readonly SelfTriggerCondition[] };

/** What a trigger checks of the creatures its controller controls (508.3a "attacks while", 603.4 intervening "if"). */
export type CreaturesCondition =
  /** "you control a creature with power 4 or greater" */
  | { readonly kind: 'creatureWithPowerAtLeast'; readonly power: number }
  /** "you control three or more creatures" */
  | { readonly kind: 'creaturesAtLeast'; readonly n: number }
  /** "creatures you control have total power 8 or greater" (formidable) */
  | { readonly kind: 'totalPowerAtLeast'; readonly power: number };

/** The trigger events of the object itself that an `either` trigger joins. */
export interface SelfTriggerCondition {
  readonly kind: 'selfEnters' | 'selfDies' | 'selfAttacks' | 'selfBlocks' | 'selfBecomesBlocked';
}

/** When a land that "enters tapped unless ..." enters untapped. */
export type EntersUntappedCondition =
  /** "you control two or fewer other lands" */
  | { readonly kind: 'otherLandsAtMost'; readonly n: number }
  /** "you control two or more other lands" */
  | { readonly kind: 'otherLandsAtLeast'; readonly n: number }
  /** "you control two or more basic lands", "you control a basic land" */
  | { readonly kind: 'basicLandsAtLeast'; readonly n: number }
  /** "you control a Forest or a Plains" */
  | { readonly kind: 'landWithSubtype'; readonly subtypes: readonly string[] }
  /** "a player has 13 or less life" */
  | { readonly kind: 'aPlayerHasLifeAtMost'; readonly n: number }
  /** "you have two or more opponents" */
  | { readonly kind: 'opponentsAtLeast'; readonly n: number };

/** A replacement effect on mana production (CR 106.12b, 614.1a). */
export type ManaReplacement =
  /** "If you tap a permanent for mana, it produces N times as much of that mana instead." */
  | { readonly kind: 'multiply'; readonly factor: number }
  /** "If a land is tapped for mana, it produces {B} instead of any other type and amount." */
  | { readonly kind: 'landProducesInstead'; readonly mana: ManaType; readonly minAmount: number }
  /** "If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type." */
  | { readonly kind: 'basicLandYouControlProducesChosenColor' };

export type StaticAbility =
  | { readonly kind: 'manaReplacement'; readonly replacement: ManaReplacement }
  /** "Lands you control have '{T}: Add one mana of any color.'" */
  | { readonly kind: 'landsYouControlHaveManaAbility'; readonly ability: ManaAbility }
  /** "Each spell a player casts costs {1} more ... for each other spell that player has cast this turn." */
  | { readonly kind: 'spellsCostMorePerOtherSpellThisTurn'; readonly generic: number }
  /** "As an additional cost to cast this spell, sacrifice a creature" (118.8, paid with the mana cost, 601.2h). */
  | { readonly kind: 'additionalCost'; readonly cost: CostPart }
  /** "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}." (118.8): its caster announces which (601.2b). */
  | { readonly kind: 'additionalCostEither'; readonly costs: readonly CostPart[] }
  /** "enters with X +1/+1 counters" (CR 614.1c), X from the spell (107.3m). */
  | { readonly kind: 'entersWithXCounters'; readonly counter: string }
  /** "Affinity for artifacts" (702.41a): this spell costs {1} less to cast for each artifact you control. */
  | { readonly kind: 'affinityForArtifacts' }
  /** "Instant and sorcery spells you cast cost {1} less to cast.", "Dragon spells you cast ..." (601.2f): generic mana only. */
  | { readonly kind: 'spellsYouCastCostLess'; readonly generic: number; readonly spells: SpellFilter }
  /** "This spell costs {1} less to cast for each instant and sorcery card in your graveyard." (601.2f) */
  | { readonly kind: 'costsLessForEachCardInYourGraveyard'; readonly generic: number; readonly cards: SpellFilter }
  /** "Kicker [cost]" (702.33a): an additional cost its caster may pay as the spell is cast. */
  | { readonly kind: 'kicker'; readonly cost: string }
  /** "Flashback [cost]" (702.34a): cast from the graveyard for that cost, exiled whenever it would leave the stack. */
  | { readonly kind: 'flashback'; readonly cost: string }
  /** Convoke (702.51a): creatures its caster taps pay for part of its cost. */
  | { readonly kind: 'convoke' }
  /** Read ahead (CR 702.155). */
  | { readonly kind: 'readAhead' }
  /** "Enchanted creature can't attack or block" (Pacifism; 508.1c, 509.1b). */
  | { readonly kind: 'enchantedCreatureCantAttackOrBlock' }
  /** "[This permanent] enters tapped" (a replacement effect on how it enters, 614.1c). */
  | { readonly kind: 'entersTapped' }
  /** "[This land] enters tapped unless ..." (614.1d): the condition is checked as it enters. */
  | { readonly kind: 'entersTappedUnless'; readonly unless: EntersUntappedCondition }
  /** "[This creature] attacks each combat if able." (a requirement, 508.1d) */
  | { readonly kind: 'attacksEachCombatIfAble' }
  /** "[This creature] can't block." (509.1b) */
  | { readonly kind: 'cantBlock' }
  /** "[This creature] can't be blocked." (509.1b) */
  | { readonly kind: 'cantBeBlocked' }
  /** "This spell can't be countered." (101.2: a "can't" beats a "can") */
  | { readonly kind: 'cantBeCountered' }
  /** "Instant and sorcery spells you control can't be countered." (101.2) */
  | { readonly kind: 'spellsYouControlCantBeCountered'; readonly spells: SpellFilter }
  /** "You may cast nonland cards from your hand without paying their mana costs." (an alternative cost, 118.9) */
  | { readonly kind: 'mayCastFromHandWithoutPayingManaCost' }
  /** "You may cast spells as though they had flash.", "... creature spells ..." (702.8a: any time its controller could cast an instant) */
  | { readonly kind: 'castSpellsAsThoughTheyHadFlash'; readonly spells?: SpellFilter }
  /** "Players can't gain life." / "Your opponents can't gain life." (119.7): no life gain event happens for them. */
  | { readonly kind: 'cantGainLife'; readonly who: 'players' | 'opponents' }
  /** "~ gets +1/+0 for each basic Island you control", "Enchanted creature gets +1/+1 for each Forest you control" (613.4c), counted continuously (611.3a). */
  | { readonly kind: 'getsPerPermanentYouControl'; readonly who: 'self' | 'attached'; readonly power: number; readonly toughness: number; readonly what: PermanentKind; readonly basic: boolean }
  /** "Enchanted/Equipped creature gets +N/+M and has flying." (613.4c for the numbers, 613.1f for the abilities) */
  | { readonly kind: 'attachedCreatureGets'; readonly power: number; readonly toughness: number; readonly keywords: readonly string[] }
  /** A blocking restriction of the creature itself (509.1b): "can block only creatures with flying". */
  | { readonly kind: 'canBlockOnlyFlyers' }
  /** An evasion of the creature itself (509.1b): "can't be blocked by creatures with power N or less". */
  | { readonly kind: 'cantBeBlockedByPowerAtMost'; readonly power: number }
  /**
   * "(Other) creatures you control get +N/+M and have haste." (613.4c, 613.1f); with a filter,
   * only those that match it at each moment (611.3a): "Other Elves you control get +1/+1.",
   * "Creatures you control with flying get +1/+1.", "Attacking creatures you control get +1/+0."
   */
  | { readonly kind: 'creaturesYouControlGet'; readonly power: number; readonly toughness: number; readonly keywords: readonly string[]; readonly other: boolean; readonly filter?: CreatureFilter }
  /** An evasion of the creature itself (509.1b): "can't be blocked by Walls" (a creature type, 205.3m). */
  | { readonly kind: 'cantBeBlockedBySubtype'; readonly subtype: string }
  /** "[This creature] can't be blocked by more than one creature." (509.1b) */
  | { readonly kind: 'cantBeBlockedByMoreThanOne' }
  /**
   * "[This creature] has first strike as long as it's attacking.", "As long as it's your turn,
   * [this creature] gets +0/+2.": the card's own bonus while a condition holds (611.3a).
   */
  | { readonly kind: 'selfGetsWhile'; readonly power: number; readonly toughness: number; readonly keywords: readonly string[]; readonly condition: SelfCondition }
  /** "~'s power is equal to the number of instant and sorcery cards in your graveyard." (a characteristic-defining ability, 604.3, 613.4a) */
  | { readonly kind: 'powerEqualsCardsInYourGraveyard'; readonly types: readonly CardType[] }
  /** "~ can't be blocked as long as there are seven or more cards in your graveyard." (509.1b, 611.3a) */
  | { readonly kind: 'cantBeBlockedWhile'; readonly condition: SelfCondition }
  /** An attack restriction (508.1c): "can't attack unless defending player controls an Island". */
  | { readonly kind: 'cantAttackUnlessDefenderControls'; readonly landType: string };

/** Which cards a cost reduction names: those of any of these card types or subtypes ("Kithkin spells and Soldier spells"). */
export interface SpellFilter {
  readonly types?: readonly CardType[];
  readonly subtypes?: readonly string[];
}

/** When a static ability of the card itself applies: checked at every moment (611.3a). */
export type SelfCondition =
  /** "as long as it's attacking" (508.1k). */
  | { readonly kind: 'attacking' }
  /** "As long as it's your turn": its controller is the active player (102.1). */
  | { readonly kind: 'yourTurn' }
  /** "As long as you control an artifact", "a Dragon": a permanent of that card type or subtype, this one included. */
  | { readonly kind: 'youControl'; readonly type?: CardType; readonly subtype?: string }
  /** "As long as you have 25 or more life". */
  | { readonly kind: 'lifeAtLeast'; readonly n: number }
  /** "as long as seven or more cards are in your graveyard" (threshold); "two or more instant and/or sorcery cards": of any of `types`. */
  | { readonly kind: 'graveyardAtLeast'; readonly n: number; readonly types?: readonly CardType[] };

/**
 * Which of the creatures you control a static ability applies to (611.3a: whichever match at any
 * moment). A filter on a keyword only ever comes with an ability that grants none, so whether a
 * creature has the keyword never depends on the ability itself (613.8).
 */
export interface CreatureFilter {
  /** A creature type (205.3m): "Elf creatures", "Elves". */
  readonly subtype?: string;
  /** "with flying": a keyword the creature has. */
  readonly keyword?: string;
  /** "Attacking creatures": creatures declared as attackers, until they leave combat (508.1k). */
  readonly attacking?: boolean;
}

export interface ManaAbility {
  readonly kind: 'mana';
  readonly text: string;
  readonly cost: readonly CostPart[];
  readonly produce: ManaProduction;
  /** What the ability does after adding its mana, as part of its resolution (605.3b): "This land deals 1 damage to you." Never targets (605.1a). */
  readonly then?: Effect;
}

export interface ActivatedAbility {
  readonly kind: 'activated';
  readonly text: string;
  readonly cost: readonly CostPart[];
  readonly effect: Effect;
  readonly targets?: TargetSpec;
  /** "Activate only during your turn" (CR 602.5b). */
  readonly onlyDuringYourTurn?: boolean;
  /** "Activate only as a sorcery" (CR 602.5d; equip, 702.6a). */
  readonly sorcerySpeed?: boolean;
  /** Functions only while the card is in its owner's hand (cycling, 702.29a), not on the battlefield. */
  readonly fromHand?: boolean;
  /** Functions only while the card is in its owner's graveyard ("{1}{B}: Return ~ from your graveyard to the battlefield tapped.", 113.6m). */
  readonly fromGraveyard?: boolean;
  /** "Activate only once each turn" (CR 602.5, 602.5b). */
  readonly onlyOnceEachTurn?: boolean;
}

export interface TriggeredAbility {
  readonly kind: 'triggered';
  readonly text: string;
  readonly trigger: TriggerCondition;
  readonly effect: Effect;
  readonly targets?: TargetSpec;
  /** A triggered mana ability (CR 605.1b): resolves at once, without the stack. */
  readonly manaAbility?: boolean;
  /** An intervening condition on X (Ravenous: "If X is 5 or more"). */
  readonly ifXAtLeast?: number;
  /** An intervening "if you attacked this turn" (603.4). */
  readonly ifYouAttackedThisTurn?: boolean;
  /** An intervening "if there are seven or more cards in your graveyard" (603.4): checked as it triggers and as it resolves. */
  readonly ifYourGraveyardAtLeast?: number;
  /** An intervening "if you control three or more creatures" / "a creature with power 4 or greater" (603.4): checked as it triggers and as it resolves. */
  readonly ifCreaturesYouControl?: CreaturesCondition;
  /** An intervening "if it was kicked" of an enters trigger (603.4, 702.33d). */
  readonly ifKicked?: boolean;
  /** An intervening condition on the source's last known counters (undying: "if it had no +1/+1 counters on it", 603.4). */
  readonly ifSourceHadNoCounters?: string;
  /** An intervening "if you control another Elf" / "if you control six or more lands" (603.4): checked as it triggers and as it resolves. */
  readonly ifYouControl?: YouControlCondition;
}

/** "you control <atLeast> or more <what>", the source itself left out if "another". */
export interface YouControlCondition {
  readonly what: PermanentKind;
  readonly atLeast: number;
  readonly another: boolean;
}

export interface StaticAbilityDef {
  readonly kind: 'static';
  readonly text: string;
  readonly static: StaticAbility;
}

export interface KeywordAbility {
  readonly kind: 'keyword';
  readonly text: string;
}

/** The spell ability of an instant or sorcery (CR 113.3a): what it does as it resolves. */
export interface SpellAbility {
  readonly kind: 'spell';
  readonly text: string;
  readonly effect: Effect;
  readonly targets?: TargetSpec;
}

export type Ability = ManaAbility | ActivatedAbility | TriggeredAbility | StaticAbilityDef | KeywordAbility | SpellAbility;

/** An ability with its place among the card's abilities in Oracle order, from 1. */
export type NumberedAbility = Ability & { readonly number: number };

export interface CardDefinitionInput {
  readonly name: string;
  readonly manaCost?: string;
  readonly types: readonly CardType[];
  readonly supertypes?: readonly Supertype[];
  readonly subtypes?: readonly string[];
  readonly colors?: readonly ManaType[];
  readonly power?: number;
  readonly toughness?: number;
  readonly oracle: string;
  /** Oracle order; an entry that is a list is one ability made of several parts (e.g. Ravenous). */
  readonly abilities: readonly (Ability | readonly Ability[])[];
  readonly token?: boolean;
  /** An Aura's "Enchant land/creature" (CR 303.4a): cast with one target of that kind, enters attached to it. */
  readonly enchant?: 'land' | 'creature';
  /** What the engine cannot play yet, said out loud (never silently ignored). */
  readonly unfinished?: string;
}

export interface CardDefinition {
  readonly name: string;
  readonly manaCost: ManaCost | null;
  readonly manaCostText: string | null;
  readonly types: readonly CardType[];
  readonly supertypes: readonly Supertype[];
  readonly subtypes: readonly string[];
  readonly colors: readonly ManaType[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly oracle: string;
  readonly abilities: readonly NumberedAbility[];
  readonly token: boolean;
  readonly enchant: 'land' | 'creature' | null;
  readonly unfinished: string | null;
}

const COLOR_OF: Partial<Record<string, ManaType>> = { W: 'W', U: 'U', B: 'B', R: 'R', G: 'G' };

/**
 * Defines a card. Colors default to those of its mana cost (CR 105.2); a card with devoid has none (702.114a).
 *
 * @example
 * defineCard({ name: 'Llanowar Elves', manaCost: '{G}', types: ['Creature'], power: 1, toughness: 1,
 *   oracle: '{T}: Add {G}.', abilities: [manaAbility('{T}: Add {G}.', [tap()], fixedMana({ G: 1 }))] });
 */
export function defineCard(input: CardDefinitionInput): CardDefinition {
  const manaCost = input.manaCost === undefined ? null : parseManaCost(input.manaCost);
  // Devoid makes the card colorless, in every zone (702.114a, 604.3).
  const devoid = input.abilities.flat().some((a) => a.kind === 'keyword' && a.text.toLowerCase() === 'devoid');
  const colors =
    input.colors ??
    (input.manaCost === undefined || devoid
      ? []
      : [...new Set([...input.manaCost.matchAll(/\{([WUBRG])\}/g)].map((m) => COLOR_OF[m[1] ?? '']).filter((c): c is ManaType => c !== undefined))]);
  const abilities: NumberedAbility[] = [];
  input.abilities.forEach((entry, i) => {
    const parts: readonly Ability[] = isAbilityList(entry) ? entry : [entry];
    for (const part of parts) abilities.push({ ...part, number: i + 1 });
  });
  return {
    name: input.name,
    manaCost,
    manaCostText: input.manaCost ?? null,
    types: input.types,
    supertypes: input.supertypes ?? [],
    subtypes: input.subtypes ?? [],
    colors,
    power: input.power ?? null,
    toughness: input.toughness ?? null,
    oracle: input.oracle,
    abilities,
    token: input.token ?? false,
    enchant: input.enchant ?? null,
    unfinished: input.unfinished ?? null,
  };
}

function isAbilityList(entry: Ability | readonly Ability[]): entry is readonly Ability[] {
  return Array.isArray(entry);
}

// Small builders so that card files read like the card.
export const tap = (): CostPart => ({ kind: 'tap' });
export const untap = (): CostPart => ({ kind: 'untap' });
export const manaCostPart = (cost: string): CostPart => ({ kind: 'mana', cost });
export const sacrificeSelf = (): CostPart => ({ kind: 'sacrificeSelf' });
export const discardSelf = (): CostPart => ({ kind: 'discardSelf' });
export const fixedMana = (mana: ManaBundle): ManaProduction => ({ kind: 'fixed', mana });
export const anyColor = (): ManaProduction => ({ kind: 'anyColor' });
export const keyword = (text: string): KeywordAbility => ({ kind: 'keyword', text });

export function manaAbility(text: string, cost: readonly CostPart[], produce: ManaProduction): ManaAbility {
  return { kind: 'mana', text, cost, produce };
}

export function staticAbility(text: string, ability: StaticAbility): StaticAbilityDef {
  return { kind: 'static', text, static: ability };
}

/** "{T}: Add {G}." for a basic land type (CR 305.6). */
export function intrinsicManaAbility(symbol: ManaType): ManaAbility {
  return manaAbility(`{T}: Add {${symbol}}.`, [tap()], fixedMana({ [symbol]: 1 }));
}

/** The activated abilities of a card, mana and others, in Oracle order (docs/scenario-format.md, `ability`). */
export function activatedAbilitiesOf(card: CardDefinition): (NumberedAbility & (ManaAbility | ActivatedAbility))[] {
  return card.abilities.filter((a): a is NumberedAbility & (ManaAbility | ActivatedAbility) => a.kind === 'mana' || a.kind === 'activated');
}

/** The spell ability of an instant or sorcery, if it has one. */
export function spellAbilityOf(card: CardDefinition): (NumberedAbility & SpellAbility) | undefined {
  return card.abilities.find((a): a is NumberedAbility & SpellAbility => a.kind === 'spell');
}

/** A spell ability, written like the card: `spell('Draw two cards.', { kind: 'drawCards', amount: 2, who: 'controller' })`. */
export function spell(text: string, effect: Effect, targets?: TargetSpec): SpellAbility {
  return { kind: 'spell', text, effect, ...(targets === undefined ? {} : { targets }) };
}

/** The keyword abilities a card prints, lowercased as the CR writes them ("first strike", "protection from black"). */
export function printedKeywords(card: CardDefinition): string[] {
  return card.abilities.filter((a) => a.kind === 'keyword').map((a) => a.text.toLowerCase());
}

export function hasType(card: CardDefinition, type: CardType): boolean {
  return card.types.includes(type);
}

/** What the creature of the alternatives must also be: "creature with flying", "creature with power 4 or greater". */
export type CreatureQuality =
  | { readonly keyword: 'flying' }
  | { readonly stat: 'power' | 'toughness'; readonly n: number; readonly orGreater: boolean };

/**
 * A permanent of one of `types` (any permanent when empty), a creature one only with `creature`;
 * not a land with `nonland`; of one of `colors`; controlled by `controller`. `orPlaneswalker`
 * is the words "or planeswalker": the pool has no planeswalkers, so it adds no candidate.
 */
export interface PermanentTargetFilter {
  readonly types: readonly CardType[];
  readonly orPlaneswalker?: boolean;
  readonly nonland?: boolean;
  readonly colors?: readonly ManaType[];
  readonly controller?: 'you' | 'opponent';
  readonly creature?: CreatureQuality;
}

/** A spell of one of `types` (any spell when empty), of one of `colors`. */
export interface SpellTargetFilter {
  readonly types: readonly CardType[];
  readonly colors?: readonly ManaType[];
}
