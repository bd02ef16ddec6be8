import { CARD_CATALOG } from '@arbiter/cards';
import { parseScenario } from './scenario.parser';
import { ScenarioError } from './scenario.errors';

const ok = {
  name: 'n',
  players: ['alice', 'bob'],
  start: { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }], hands: { alice: [{ id: 'h1', card: 'Sol Ring' }] }, libraries: { bob: 2 } },
  actions: [{ do: 'activate', player: 'alice', source: 'f1', ability: 0 }],
  expect: { view: { battlefield: { f1: { tapped: true } } } },
};

function error(scenario: unknown, text?: string): ScenarioError {
  try {
    parseScenario(text ?? JSON.stringify(scenario), 'bad.json', CARD_CATALOG);
  } catch (err) {
    if (err instanceof ScenarioError) return err;
    throw err;
  }
  throw new Error('expected a ScenarioError');
}

describe('scenario parser', () => {
  it('accepts a valid scenario', () => {
    expect(parseScenario(JSON.stringify(ok), 'ok.json', CARD_CATALOG).name).toBe('n');
  });

  it.each([
    ['invalid JSON', undefined, '{ "name": ', '(file)', /invalid JSON/],
    ['unknown top-level key', { ...ok, expected: {} }, undefined, 'expected', /unknown key "expected"/],
    ['misspelt expectation key', { ...ok, expect: { veiw: {} } }, undefined, 'expect.veiw', /unknown key/],
    ['misspelt view key', { ...ok, expect: { view: { battlefield: { f1: { taped: true } } } } }, undefined, 'expect.view.battlefield.f1.taped', /unknown key/],
    ['unknown card', { ...ok, start: { battlefield: [{ id: 'x', card: 'Black Lotus', controller: 'alice' }] } }, undefined, 'start.battlefield[0].card', /unknown card "Black Lotus"/],
    ['unknown object id', { ...ok, actions: [{ do: 'activate', player: 'alice', source: 'f2', ability: 0 }] }, undefined, 'actions[0].source', /unknown object id "f2"/],
    ['unknown action', { ...ok, actions: [{ do: 'charge', player: 'alice' }] }, undefined, 'actions[0].do', /unknown action "charge"/],
    ['unknown player', { ...ok, actions: [{ do: 'concede', player: 'carol' }] }, undefined, 'actions[0].player', /not one of the players/],
    ['unknown event type', { ...ok, expect: { noEvents: [{ type: 'ManaAded' }] } }, undefined, 'expect.noEvents[0].type', /unknown event type "ManaAded"/],
    ['key not allowed for the action', { ...ok, actions: [{ do: 'resolve', player: 'alice' }] }, undefined, 'actions[0].player', /unknown key "player"/],
    ['bad payment type', { ...ok, actions: [{ do: 'cast', player: 'alice', card: 'h1', payment: { X: 1 } }] }, undefined, 'actions[0].payment.X', /unknown mana type/],
  ])('%s names the field', (_what, scenario, text, field, message) => {
    const err = error(scenario, text);
    expect(err.file).toBe('bad.json');
    expect(err.field).toBe(field);
    expect(err.detail).toMatch(message);
  });

  it('knows the ids the engine makes from known ones', () => {
    const s = { ...ok, actions: [{ do: 'activate', player: 'alice', source: 'f1-token-2', ability: 0 }, { do: 'choose', player: 'alice', choice: ['f1/2r', 'f1/1-2'] }] };
    expect(() => parseScenario(JSON.stringify(s), 'ok.json', CARD_CATALOG)).not.toThrow();
  });
});
