import type { Projection } from '../projection';
import { abilitiesProjection } from './abilities.projection';
import { cardsProjection } from './cards.projection';
import { combatProjection } from './combat.projection';
import { controlProjection } from './control.projection';
import { gamesProjection } from './games.projection';
import { manaProjection } from './mana.projection';
import { rejectionsProjection } from './rejections.projection';
import { spellsProjection } from './spells.projection';

/** Every analytics read model, in the order the runner applies them to each event. */
export const ANALYTICS_PROJECTIONS: readonly Projection[] = [
  gamesProjection,
  manaProjection,
  abilitiesProjection,
  rejectionsProjection,
  controlProjection,
  cardsProjection,
  combatProjection,
  spellsProjection,
];
