/**
 * The grammar: every line rule, in the order they are tried. A line is understood when one of
 * them reads it; a card is modeled when every line is.
 */
import { activatedRule } from './activated.rule';
import { cyclingRule, typecyclingRule } from './cycling.rule';
import { affinityRule, battleCryRule, bushidoRule, convokeRule, exaltedRule, flankingRule, flashbackRule, rampageRule, toxicRule, undyingRule } from './keyword-abilities.rule';
import { enchantRule, enchantedCreatureRule, equipmentRule } from './enchant.rule';
import { keywordRule, prowessRule } from './keyword.rule';
import type { LineRule } from './line-rule';
import { manaAbilityRule } from './mana-ability.rule';
import { spellRule } from './spell.rule';
import { entersTappedRule, selfStaticRule } from './static.rule';
import { triggerRule } from './trigger.rule';

export const LINE_RULES: readonly LineRule[] = [keywordRule, prowessRule, cyclingRule, typecyclingRule, exaltedRule, affinityRule, flashbackRule, flankingRule, bushidoRule, convokeRule, undyingRule, toxicRule, rampageRule, battleCryRule, enchantRule, enchantedCreatureRule, equipmentRule, entersTappedRule, selfStaticRule, manaAbilityRule, spellRule, triggerRule, activatedRule];
