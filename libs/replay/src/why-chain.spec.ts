import type { LoggedEvent } from '@arbiter/game-log';
import { yesManGame } from './testing/games';
import { loggedThroughStore } from './testing/store-export';
import { whyChain } from './why-chain';

const at = (events: readonly LoggedEvent[], type: string, from = 0): number =>
  (events.find((e) => e.revision >= from && e.type === type) as LoggedEvent).revision;

describe('whyChain', () => {
  let events: LoggedEvent[];
  beforeAll(async () => {
    events = await loggedThroughStore(yesManGame());
  });

  it('goes from the decision that caused an event down to it, through the events of the same command', () => {
    // The reflexive trigger resolves: alice draws two, then a quest counter goes on Yes Man.
    const counters = at(events, 'CountersAdded');
    const { chain } = whyChain(events, counters);
    expect(chain.map((l) => l.type)).toEqual(['PriorityPassed', 'CardsDrawn', 'CountersAdded']);
    expect(chain[0]).toEqual({
      revision: counters - 2,
      type: 'PriorityPassed',
      text: 'alice, bob passed priority (resolve) [117.4]',
      rule: '117.4',
    });
    expect(chain[2]).toEqual({
      revision: counters,
      type: 'CountersAdded',
      text: '1 quest counter(s) put on ym [122.1]',
      rule: '122.1',
    });
  });

  it('shows the control change and the reflexive trigger behind the ability put on the stack', () => {
    const put = at(events, 'AbilityPutOnStack');
    expect(whyChain(events, put).chain.map((l) => l.type)).toEqual([
      'PriorityPassed',
      'ControlChanged',
      'AbilityTriggered',
      'StackObjectResolved',
      'AbilityPutOnStack',
    ]);
  });

  it('is the decision alone for a decision', () => {
    const activation = at(events, 'AbilityActivated', 2);
    expect(whyChain(events, activation).chain).toEqual([
      {
        revision: activation,
        type: 'AbilityActivated',
        text: expect.stringContaining('targeting bob [602.2]'),
        rule: '602.2',
      },
    ]);
  });

  it('falls back on the correlation id without event ids, and on the nearest decision without either', () => {
    const counters = at(events, 'CountersAdded');
    const withIds = whyChain(events, counters);
    const noIds = events.map((e) => ({
      revision: e.revision,
      type: e.type,
      data: e.data,
      metadata: e.metadata,
    }));
    expect(whyChain(noIds, counters)).toEqual(withIds);
    const bare = noIds.map((e) => ({
      ...e,
      metadata: {
        kind: e.metadata.kind,
        actor: e.metadata.actor,
        rule: e.metadata.rule,
        hash: e.metadata.hash,
      } as LoggedEvent['metadata'],
    }));
    expect(whyChain(bare, counters)).toEqual(withIds);
  });

  it('refuses a revision the game does not have', () => {
    expect(() => whyChain(events, 999)).toThrow(new RangeError('no event at revision 999'));
  });
});
