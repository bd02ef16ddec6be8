/**
 * @arbiter/rules-testing — the one given/when/then language for specs of the engine and the cards,
 * a separate entry so that production code never loads it. It runs the real decider over the
 * catalog it is given: the real card pool (`CARD_CATALOG` of `@arbiter/cards`), never a copy.
 *
 * @example
 * const { given } = deciderSpec(CARD_CATALOG);
 * given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }] })
 *   .when({ do: 'activate', player: 'alice', source: 'f1', ability: 0 })
 *   .thenIncludes([{ type: 'ManaAdded', data: { mana: { G: 1 } } }]);
 */
export { deciderSpec, describeEvents, withoutRevision, Given, Outcome } from './decider-spec';
export type { DeciderSpec, EventExpectation, PartialDeep, SpecStart } from './decider-spec';
export { partialMismatch, show } from './partial-match';
