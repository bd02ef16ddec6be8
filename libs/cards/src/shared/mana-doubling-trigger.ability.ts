import type { TriggeredAbility } from '@arbiter/rules';

/** The Oracle text Heartbeat of Spring and Mana Flare share. */
export const MANA_DOUBLING_TEXT = 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.';

/** Their one ability: a triggered mana ability (CR 605.1b), so it resolves at once (605.4a). */
export const manaDoublingTrigger = (): TriggeredAbility => ({
  kind: 'triggered',
  text: MANA_DOUBLING_TEXT,
  trigger: { kind: 'playerTapsLandForMana' },
  manaAbility: true,
  effect: { kind: 'addOneManaOfATypeThatLandProduced' },
});
