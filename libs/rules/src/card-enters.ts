/**
 * A card an effect puts onto the battlefield from a graveyard or a library (not cast, not
 * played): `PermanentEntered` under the player the effect names, tapped if the effect says so or
 * the card itself enters tapped (614.1c), with the counters it enters with.
 */
import type { RuleNumber } from './citations';
import type { DecideContext } from './context';
import { entersTapped } from './enters-tapped';
import type { CardObject, PlayerName } from './state';

export interface Entering {
  readonly controller: PlayerName;
  readonly from: 'graveyard' | 'library';
  readonly tapped?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
}

/** Records `card` entering the battlefield, citing `rule` (the effect's own instruction). */
export function cardEnters(ctx: DecideContext, card: CardObject, how: Entering, rule: RuleNumber): void {
  const tapped = how.tapped === true || entersTapped(ctx.state, ctx.catalog, ctx.catalog.get(card.card), how.controller, card.id);
  ctx.consequence(
    'PermanentEntered',
    {
      permanent: card.id, card: card.card, owner: card.owner, controller: how.controller, token: false,
      tapped, counters: { ...(how.counters ?? {}) }, attachedTo: null, castX: null, from: how.from,
    },
    rule,
  );
}
