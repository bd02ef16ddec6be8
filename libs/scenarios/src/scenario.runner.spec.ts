import { CARD_CATALOG } from '@arbiter/cards';
import { createDecider } from '@arbiter/rules';
import { parseScenario } from './scenario.parser';
import { runScenario } from './scenario.runner';

const decider = createDecider(CARD_CATALOG);

const base = {
  name: 'Forest taps for G',
  source: 'CR 106.12',
  seed: 1,
  players: ['alice', 'bob'],
  start: { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }], libraries: { alice: 3, bob: 3 } },
  actions: [{ do: 'activate', player: 'alice', source: 'f1', ability: 0 }],
  expect: {
    view: { players: { alice: { manaPool: { G: 1 } } }, battlefield: { f1: { tapped: true } } },
    events: [{ type: 'PermanentTapped' }, { type: 'ManaAdded', data: { source: 'f1', mana: { G: 1 } } }],
  },
};

function run(scenario: unknown) {
  return runScenario(parseScenario(JSON.stringify(scenario), 't.json', CARD_CATALOG), decider);
}

describe('scenario runner', () => {
  it('passes a scenario whose expectations hold', () => {
    expect(run(base)).toMatchObject({ pass: true, failures: [] });
  });

  it('fails on a wrong final view, naming the path', () => {
    const r = run({ ...base, expect: { view: { players: { alice: { manaPool: { G: 2 } } } } } });
    expect(r.pass).toBe(false);
    expect(r.failures[0]).toBe('expect.view.players.alice.manaPool.G: expected 2, got 1');
  });

  it('fails when expected events are out of order', () => {
    const r = run({ ...base, expect: { events: [{ type: 'ManaAdded' }, { type: 'PermanentTapped' }] } });
    expect(r.pass).toBe(false);
    expect(r.failures[0]).toMatch(/^expect\.events\[1\]: no PermanentTapped/);
  });

  it('fails when a forbidden event appears', () => {
    const r = run({ ...base, expect: { noEvents: [{ type: 'ManaAdded', data: { source: 'f1' } }] } });
    expect(r.failures[0]).toMatch(/^expect\.noEvents\[0\]: found ManaAdded/);
  });

  it('fails when an action expected to be refused is accepted', () => {
    const r = run({ ...base, actions: [{ ...base.actions[0], expect: { rejected: '302.6' } }] });
    expect(r.failures[0]).toBe('actions[0] (activate): expected a refusal citing 302.6, but it was accepted');
  });

  it('fails when an action is refused without an expectation, quoting the rule', () => {
    const r = run({ ...base, actions: [base.actions[0], base.actions[0]] });
    expect(r.failures[0]).toMatch(/^actions\[1\] \(activate\): refused: .*\(CR 107\.5\)$/);
  });

  it('fails when the refusal cites another rule', () => {
    const r = run({ ...base, actions: [base.actions[0], { ...base.actions[0], expect: { rejected: '302.6' } }] });
    expect(r.failures[0]).toMatch(/expected a refusal citing 302\.6, got 107\.5/);
  });

  it('a refused action changes nothing but the revision (732.1)', () => {
    const r = run({ ...base, actions: [base.actions[0], { ...base.actions[0], expect: { rejected: '107.5' } }], expect: {} });
    expect(r.pass).toBe(true);
    const rejected = r.allEvents[r.allEvents.length - 1];
    expect(rejected?.type).toBe('ActionRejected');
  });

  it('treats null as absent', () => {
    expect(run({ ...base, expect: { view: { battlefield: { nothing: null, f1: { attachedTo: null } } } } }).pass).toBe(true);
    expect(run({ ...base, expect: { view: { battlefield: { f1: null } } } }).failures[0]).toMatch(/expected absent/);
  });

  it('checks a per-action view right after the action', () => {
    const r = run({ ...base, actions: [{ ...base.actions[0], expect: { view: { stack: [{ id: 'x' }] } } }], expect: {} });
    expect(r.failures[0]).toMatch(/^actions\[0\] \(activate\) view\.stack: expected 1 item/);
  });
});
