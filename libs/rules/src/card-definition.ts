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
  | { readonly kind: 'discardSelf' };

/** What a mana ability makes when it resolves (CR 106.1, 106.7). */
export type ManaProduction =
  | { readonly kind: 'fixed'; readonly mana: ManaBundle }
  | { readonly kind: 'anyColor' }
  /** "one mana of any type that a land you control could produce" (Reflecting Pool, Naga Vitalist). */
  | { readonly kind: 'anyTypeYourLandsCouldProduce' }
  /** "one mana of any color that a land an opponent controls could produce" (Exotic Orchard, Fellwar Stone). */
  | { readonly kind: 'anyColorOpponentLandsCouldProduce' }
  /** "Add {R} or {G}": one mana of one of these types, chosen as it resolves (CR 106.1). */
  | { readonly kind: 'oneOf'; readonly options: readonly ManaType[] };

/** A number an effect uses. */
export type Amount =
  | number
  /** The X of the spell this permanent was cast as, for ETB abilities (CR 107.3m); 0 if not cast. */
  | { readonly kind: 'x' }
  /** Counters of a kind on the source, from last known information if it has left (CR 603.10a). */
  | { readonly kind: 'countersOnSource'; readonly counter: string }
  /** How many objects the creating ability acted on (a reflexive trigger's "that much"). */
  | { readonly kind: 'reflexiveCount' };

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
  | { readonly kind: 'creatureCardInYourGraveyard'; readonly maxManaValue: number };

/** Effects, a closed union: each has a resolver in the engine. */
export type Effect =
  | { readonly kind: 'sequence'; readonly effects: readonly Effect[] }
  | { readonly kind: 'dealDamage'; readonly amount: Amount; readonly to: 'target' | 'triggeringPlayer' | 'eachOpponent' }
  | { readonly kind: 'dealDamageToEachPlayerAndEachOtherCreature'; readonly amount: Amount }
  | { readonly kind: 'drawCards'; readonly amount: Amount; readonly who: 'controller' }
  | { readonly kind: 'createTokens'; readonly token: string; readonly amount: Amount; readonly tapped: boolean; readonly for: 'controller' | 'owner' }
  | { readonly kind: 'addCounters'; readonly counter: string; readonly amount: Amount; readonly to: 'source' | 'target' }
  | { readonly kind: 'sacrificeSource' }
  /** "Target opponent gains control of [this]" (Yes Man); a reflexive trigger follows if it happened. */
  | { readonly kind: 'targetOpponentGainsControlOfSource'; readonly whenYouDo: ReflexiveAbility }
  /** "Tap any number of untapped artifacts you control. When you do, ..." (Yotia Declares War II). */
  | { readonly kind: 'tapAnyNumberOfArtifacts'; readonly whenYouDo: ReflexiveAbility }
  /** "becomes an artifact creature with base power and toughness P/T until end of turn" (613.4b). */
  | { readonly kind: 'targetBecomesCreature'; readonly power: number; readonly toughness: number }
  /** "sacrifice [this] unless you sacrifice a creature" (Contamination). */
  | { readonly kind: 'sacrificeSourceUnlessYouSacrificeACreature' }
  /** "Add one mana of any type that land produced" (Heartbeat of Spring, Mana Flare). */
  | { readonly kind: 'addOneManaOfATypeThatLandProduced' }
  /** "adds an additional {G}" (Wild Growth, Vernal Bloom): to the tapping permanent's controller. */
  | { readonly kind: 'addManaToTappingPlayer'; readonly mana: ManaBundle }
  | { readonly kind: 'returnTargetFromGraveyardToBattlefield' }
  /** "Target creature gets +N/+N until end of turn" (613.4c, 514.2). */
  | { readonly kind: 'pumpTarget'; readonly power: number; readonly toughness: number }
  /** "Counter target spell" (701.6a). */
  | { readonly kind: 'counterTargetSpell' }
  /** "Destroy target creature" (701.8a). */
  | { readonly kind: 'destroyTarget' }
  /** "Prevent all combat damage that would be dealt this turn" (615.1). */
  | { readonly kind: 'preventAllCombatDamageThisTurn' }
  /** "You gain N life" (119.3). */
  | { readonly kind: 'gainLife'; readonly amount: Amount; readonly who: 'controller' }
  /** "Discard a card", "Target player discards two cards" (701.9a-b): the discarding player chooses. */
  | { readonly kind: 'discardCards'; readonly amount: Amount; readonly who: 'controller' | 'target' | 'eachOpponent' }
  /** "You lose N life", "Target player loses N life", "Each opponent loses N life" (119.3). */
  | { readonly kind: 'loseLife'; readonly amount: Amount; readonly who: 'controller' | 'target' | 'eachOpponent' | 'eachPlayer' }
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
  | { readonly kind: 'attachSourceToTarget' };

/** A kind of card a search looks for: a basic land, a land, or a card with a subtype ("Forest", "Wizard"). */
export type CardKind =
  | { readonly kind: 'basicLand' }
  | { readonly kind: 'land' }
  | { readonly kind: 'subtype'; readonly subtype: string };

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
  /** "Whenever [this creature] attacks" (508.3a). */
  | { readonly kind: 'selfAttacks' }
  /** "Whenever you cast a noncreature spell" (prowess, 702.108a). */
  | { readonly kind: 'youCastNoncreatureSpell' }
  | { readonly kind: 'youPlayAnotherLand' }
  /** "Whenever a creature you control attacks alone" (exalted, 702.83a-b). */
  | { readonly kind: 'creatureYouControlAttacksAlone' }
  /** "Whenever this creature becomes blocked by a creature without flanking" (flanking, 702.25a): once per such blocker. */
  | { readonly kind: 'blockedByCreatureWithoutFlanking' }
  /** "Whenever this creature blocks or becomes blocked" (bushido, 702.45a): once per combat (509.3c). */
  | { readonly kind: 'selfBlocksOrBecomesBlocked' }
  /** "Whenever this creature becomes blocked" (rampage, 702.23a): once per combat (509.3c). */
  | { readonly kind: 'selfBecomesBlocked' }
  /** A Saga chapter (CR 714.2b). */
  | { readonly kind: 'chapter'; readonly chapter: number };

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
  /** "enters with X +1/+1 counters" (CR 614.1c), X from the spell (107.3m). */
  | { readonly kind: 'entersWithXCounters'; readonly counter: string }
  /** "Affinity for artifacts" (702.41a): this spell costs {1} less to cast for each artifact you control. */
  | { readonly kind: 'affinityForArtifacts' }
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
  /** "[This creature] can't block." (509.1b) */
  | { readonly kind: 'cantBlock' }
  /** "[This creature] can't be blocked." (509.1b) */
  | { readonly kind: 'cantBeBlocked' }
  /** "This spell can't be countered." (101.2: a "can't" beats a "can") */
  | { readonly kind: 'cantBeCountered' }
  /** "Enchanted/Equipped creature gets +N/+M and has flying." (613.4c for the numbers, 613.1f for the abilities) */
  | { readonly kind: 'attachedCreatureGets'; readonly power: number; readonly toughness: number; readonly keywords: readonly string[] }
  /** A blocking restriction of the creature itself (509.1b): "can block only creatures with flying". */
  | { readonly kind: 'canBlockOnlyFlyers' }
  /** An evasion of the creature itself (509.1b): "can't be blocked by creatures with power N or less". */
  | { readonly kind: 'cantBeBlockedByPowerAtMost'; readonly power: number }
  /** "(Other) creatures you control get +N/+M and have haste." (613.4c, 613.1f) */
  | { readonly kind: 'creaturesYouControlGet'; readonly power: number; readonly toughness: number; readonly keywords: readonly string[]; readonly other: boolean }
  /** "[This creature] can't be blocked by more than one creature." (509.1b) */
  | { readonly kind: 'cantBeBlockedByMoreThanOne' }
  /** An attack restriction (508.1c): "can't attack unless defending player controls an Island". */
  | { readonly kind: 'cantAttackUnlessDefenderControls'; readonly landType: string };

export interface ManaAbility {
  readonly kind: 'mana';
  readonly text: string;
  readonly cost: readonly CostPart[];
  readonly produce: ManaProduction;
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
  /** An intervening condition on the source's last known counters (undying: "if it had no +1/+1 counters on it", 603.4). */
  readonly ifSourceHadNoCounters?: string;
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
