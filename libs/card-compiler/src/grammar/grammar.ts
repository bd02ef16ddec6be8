/**
 * The grammar: every line rule, in the order they are tried. A line is understood when one of
 * them reads it; a card is modeled when every line is.
 */
import { activatedRule } from './activated.rule';
import { cyclingRule, typecyclingRule } from './cycling.rule';
import { affinityRule, battleCryRule, bushidoRule, convokeRule, exaltedRule, flankingRule, flashbackRule, rampageRule, toxicRule, undyingRule } from './keyword-abilities.rule';
import { additionalCostRule } from './additional-cost.rule';
import { costsLessPerGraveyardCardRule, spellsCostLessRule } from './cost-reduction.rule';
import { keywordsWithWardRule, wardRule } from './ward.rule';
import { kickedEntersRule, kickedSpellRule, kickerRule } from './kicker.rule';
import { castAsThoughFlashRule, castWithoutPayingRule, spellsCantBeCounteredRule } from './spell-permissions.rule';
import { additionalCostChoiceRule } from './additional-cost-choice.rule';
import { conditionalStaticRule } from './conditional-static.rule';
import { attackRequirementRule } from './combat-requirement.rule';
import { interveningIfRule } from './intervening-if.rule';
import { interveningControlRule } from './intervening-control.rule';
import { cantGainLifeRule } from './life.rule';
import { perCountAttachedRule, perCountSelfRule } from './per-count.rule';
import { opponentDrawsRule } from './opponent-draws.rule';
import { enchantRule, enchantedCreatureRule, equipmentRule } from './enchant.rule';
import { evasionBySubtypeRule } from './evasion.rule';
import { keywordRule, prowessRule } from './keyword.rule';
import type { LineRule } from './line-rule';
import { manaAbilityRule } from './mana-ability.rule';
import { entwineRule, modalSpellRule, modalTriggerRule } from './modal.rule';
import { spellRule } from './spell.rule';
import { entersTappedRule, selfStaticRule } from './static.rule';
import { triggerRule } from './trigger.rule';
import { watcherTriggerRule } from './watcher-trigger.rule';
import { attackTriggerRule, equipmentCombatDamageRule, interveningCreaturesRule } from './combat-trigger.rule';
import { castTriggerRule } from './cast-trigger.rule';
import { exileFromGraveyardAbilityRule, graveyardAbilityRule } from './graveyard-ability.rule';
import { powerFromGraveyardRule } from './cda.rule';

export const LINE_RULES: readonly LineRule[] = [keywordRule, prowessRule, cyclingRule, typecyclingRule, exaltedRule, affinityRule, flashbackRule, flankingRule, bushidoRule, convokeRule, undyingRule, toxicRule, rampageRule, battleCryRule, enchantRule, enchantedCreatureRule, equipmentRule, entersTappedRule, selfStaticRule, conditionalStaticRule, evasionBySubtypeRule, manaAbilityRule, spellRule, triggerRule, watcherTriggerRule, interveningIfRule, interveningControlRule, cantGainLifeRule, perCountSelfRule, perCountAttachedRule, opponentDrawsRule, attackTriggerRule, equipmentCombatDamageRule, interveningCreaturesRule, castTriggerRule, additionalCostRule, spellsCostLessRule, costsLessPerGraveyardCardRule, wardRule, keywordsWithWardRule, kickerRule, kickedSpellRule, kickedEntersRule, castAsThoughFlashRule, castWithoutPayingRule, spellsCantBeCounteredRule, additionalCostChoiceRule, attackRequirementRule, graveyardAbilityRule, exileFromGraveyardAbilityRule, powerFromGraveyardRule, activatedRule, modalSpellRule, modalTriggerRule, entwineRule];
