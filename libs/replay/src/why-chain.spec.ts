import type { LoggedEvent } from '@arbiter/game-log';
import { play, yesManGame } from './testing/games';
import { loggedThroughStore } from './testing/store-export';
import { whyChain } from './why-chain';

const at = (events: readonly LoggedEvent[], type: string, from = 0): number =>
  (events.find((e) => e.revision >= from && e.type === type) as LoggedEvent).revision;

describe('whyChain', () => {
  let events: LoggedEvent[];
  beforeAll(async () => {
    events = await loggedThroughStore(yesManGame());
  });

  it('follows a quest counter back through the reflexive trigger to Yes Man\'s activation', () => {
    const counters = at(events, 'CountersAdded');
    const { chain } = whyChain(events, counters);
    expect(chain.map((l) => l.type)).toEqual([
      'AbilityActivated',
      'PriorityPassed',
      'ControlChanged',
      'AbilityTriggered',
      'AbilityPutOnStack',
      'PriorityPassed',
      'CountersAdded',
    ]);
    expect(chain.map((l) => l.rule)).toEqual(['602.2', '117.4', '613.1b', '603.12', '603.12', '117.4', '122.1']);
    expect(chain.at(-1)).toEqual({ revision: counters, type: 'CountersAdded', text: expect.stringContaining('quest'), rule: '122.1' });
  });

  it('follows the ability put on the stack back to its trigger and the control change that caused it', () => {
    const put = at(events, 'AbilityPutOnStack');
    expect(whyChain(events, put).chain.map((l) => l.type)).toEqual([
      'AbilityActivated',
      'PriorityPassed',
      'ControlChanged',
      'AbilityTriggered',
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

  it('follows Manabarbs\' damage back through its trigger to the land tapped for mana', async () => {
    const manabarbs = await loggedThroughStore(
      play({
        start: { turn: 3, battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'mb', card: 'Manabarbs', controller: 'alice' }], libraries: { alice: 5, bob: 5 } },
        actions: [{ do: 'activate', player: 'alice', source: 'm1', ability: 0 }, { do: 'resolve' }],
      }),
    );
    const damage = at(manabarbs, 'DamageDealt');
    const { chain } = whyChain(manabarbs, damage);
    expect(chain.map((l) => l.type)).toEqual(['AbilityActivated', 'ManaAdded', 'AbilityTriggered', 'AbilityPutOnStack', 'PriorityPassed', 'DamageDealt']);
    expect(chain[0]?.text).toContain('Mountain');
    expect(chain.map((l) => l.rule)).toEqual(['605.3b', '106.3', '106.12a', '603.3', '117.4', '120.3a']);
  });

  it('follows Hangarback Walker\'s Thopters back through its death to the damage that killed it', async () => {
    const hangarback = await loggedThroughStore(
      play({
        start: {
          turn: 3,
          battlefield: [
            { id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 1 } },
            { id: 'm1', card: 'Mountain', controller: 'alice' },
          ],
          hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] },
          libraries: { alice: 5, bob: 5 },
        },
        actions: [
          { do: 'activate', player: 'alice', source: 'm1', ability: 0 },
          { do: 'cast', player: 'alice', card: 'lb', targets: ['hw'] },
          { do: 'resolve' },
          { do: 'resolve' },
        ],
      }),
    );
    const thopter = at(hangarback, 'PermanentEntered');
    expect(whyChain(hangarback, thopter).chain.map((l) => `${l.type} ${l.rule ?? ''}`)).toEqual([
      'SpellCast 601.2',
      'PriorityPassed 117.4',
      'DamageDealt 120.3e',
      'PermanentLeftBattlefield 704.5g',
      'AbilityTriggered 603.10a',
      'AbilityPutOnStack 603.3',
      'PriorityPassed 117.4',
      'PermanentEntered 111.2',
    ]);
  });

  it('follows combat damage and lifelink back to the declaration of attackers', async () => {
    const combat = await loggedThroughStore(
      play({
        start: { turn: 3, battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }], libraries: { alice: 5, bob: 5 } },
        actions: [{ do: 'attack', player: 'alice', attackers: { vn: 'bob' } }, { do: 'nextStep' }, { do: 'nextStep' }],
      }),
    );
    const gained = at(combat, 'LifeGained');
    expect(whyChain(combat, gained).chain.map((l) => `${l.type} ${l.rule ?? ''}`)).toEqual([
      'AttackersDeclared 508.1',
      'DamageDealt 510.2',
      'LifeGained 702.15b',
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
