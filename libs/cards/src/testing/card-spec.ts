/**
 * The card specs' side of the one given/when/then language (`@arbiter/rules-testing`): `given`
 * over the real pool, and short builders for the commands the specs repeat. A spec tests what its
 * card does in a game; what the card is (cost, types, text) is its definition, not restated here.
 *
 * @example
 * given({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }] })
 *   .when(tapFor('sr'))
 *   .thenIncludes([{ type: 'ManaAdded', data: { mana: { C: 2 } } }]);
 * // Combat: alice attacks bob, bob blocks, the damage step comes.
 * given(start).after(attack({ gb: 'bob' }), block({ gs: 'gb' })).when({ do: 'nextStep' });
 */
import type { GameCommand } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '../index';

/** A game over the real card pool, from a starting position or recorded events. */
export const { given, decider } = deciderSpec(CARD_CATALOG);

/** `activate` for alice, the default player of these specs. */
export const tapFor = (source: string, ability = 0, player = 'alice'): GameCommand => ({ do: 'activate', player, source, ability });

/** `cast` for alice, with the targets chosen as it is cast (601.2c). */
export const cast = (card: string, targets: readonly string[] = [], player = 'alice'): GameCommand => ({ do: 'cast', player, card, ...(targets.length > 0 ? { targets } : {}) });

/** Declares attackers (508.1): creature id → the player it attacks; alice attacks by default. */
export const attack = (attackers: Readonly<Record<string, string>>, player = 'alice'): GameCommand => ({ do: 'attack', player, attackers });

/** Declares blockers (509.1): blocker id → the attacker it blocks; bob blocks by default. */
export const block = (blockers: Readonly<Record<string, string>>, player = 'bob'): GameCommand => ({ do: 'block', player, blockers });
