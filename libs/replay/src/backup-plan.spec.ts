import type { LoggedEvent } from '@arbiter/game-log';
import { backupPlan } from './backup-plan';
import { play, yesManGame } from './testing/games';
import { loggedThroughStore } from './testing/store-export';

describe('backupPlan (IPG 1.4)', () => {
  it('lists the decisions after a revision, most recent first; draws make a backup past them unclean', async () => {
    const events = await loggedThroughStore(yesManGame());
    const { actions } = backupPlan(events, 0);
    expect(actions.map((a) => [a.type, a.reversible])).toEqual([
      ['PriorityPassed', false], // nextTurn: bob drew for his turn
      ['PriorityPassed', false], // the reflexive trigger resolved: alice drew two
      ['PriorityPassed', true], // Yes Man's ability resolved: bob gained control
      ['AbilityActivated', true], // Yes Man activated
      ['AbilityActivated', true], // Forest tapped for {G}
    ]);
    expect(actions.map((a) => a.revision)).toEqual(
      [...actions.map((a) => a.revision)].sort((a, b) => b - a),
    );
    expect(actions[0]?.reason).toBe(
      'bob drew one card: hidden information was revealed to a player',
    );
    expect(actions[1]?.reason).toBe(
      'alice drew two cards: hidden information was revealed to a player',
    );
    expect(actions[1]?.text).toBe('alice, bob passed priority in turn (the top of the stack resolves) [117.4]');
    expect(actions[2]?.reason).toBe(
      'mechanical: remove ym/1r from the stack, put ym/1 back on the stack, give ym back to alice',
    );
    expect(actions[4]?.reason).toBe("mechanical: take {G} out of alice's pool, untap f1");
  });

  it('says when it goes further than a judge would: past the current turn, or past revealed information', async () => {
    const events = await loggedThroughStore(yesManGame());
    const plan = backupPlan(events, 0);
    expect(plan.beyondJudgeLimits).toEqual([
      expect.stringMatching(/^it goes back past the start of the current turn \(turn 4, revision \d+\)/),
      expect.stringMatching(/^it undoes two actions that can't be reversed cleanly/),
    ]);
    const lastTurn = events.filter((e) => e.type === 'TurnBegan').at(-1)?.revision ?? -1;
    expect(backupPlan(events, lastTurn + 1).beyondJudgeLimits).toEqual([]);
  });

  it('never counts a draw of no card (an empty library) as revealing information', async () => {
    const events = await loggedThroughStore(
      play({ start: { turn: 3, step: 'end', libraries: { alice: 3, bob: 0 } }, actions: [{ do: 'nextTurn' }] }),
    );
    const drawn = events.find((e) => e.type === 'CardsDrawn');
    expect(drawn?.data).toMatchObject({ player: 'bob', cards: [] });
    const [moveOn] = backupPlan(events, 0).actions;
    expect(moveOn?.reason).not.toContain('hidden information');
    expect(moveOn?.reason).toContain('bob left the game');
  });

  it('lists only what came after the revision', async () => {
    const events = await loggedThroughStore(yesManGame());
    const resolveAt = events.filter((e) => e.type === 'PriorityPassed')[1]?.revision ?? -1;
    expect(backupPlan(events, resolveAt).actions.map((a) => a.revision)).toEqual([
      events.filter((e) => e.type === 'PriorityPassed')[2]?.revision,
    ]);
    expect(backupPlan(events, events.length).actions).toEqual([]);
  });

  it('does not undo a player leaving the game', async () => {
    const events = await loggedThroughStore(
      play({ start: { turn: 3 }, actions: [{ do: 'concede', player: 'bob' }] }),
    );
    const [concession] = backupPlan(events, 0).actions;
    expect(concession).toMatchObject({ type: 'PlayerConceded', reversible: false });
    expect(concession?.reason).toContain('bob conceded');
  });

  it('does not undo a choice that revealed a card from a hidden zone', () => {
    const setup = {
      players: ['alice', 'bob'],
      seed: 1,
      turn: 1,
      activePlayer: 'alice',
      step: 'precombatMain',
      life: { alice: 20, bob: 20 },
      battlefield: [],
      hands: { alice: [{ id: 'e1', card: 'Forest', token: false }], bob: [] },
      libraries: { alice: [], bob: [] },
      graveyards: { alice: [], bob: [] },
    };
    const meta = (kind: 'decision' | 'consequence', actor: string): LoggedEvent['metadata'] => ({
      kind,
      actor,
      $correlationId: 'c',
      $causationId: 'c',
      hash: '',
    });
    const events: LoggedEvent[] = [
      {
        revision: 0,
        type: 'GameStarted',
        data: { gameId: 'g', crVersion: '2025-09-19', setup },
        metadata: meta('decision', 'engine'),
      },
      {
        revision: 1,
        type: 'ChoiceMade',
        data: { player: 'alice', kind: 'targets', choice: ['e1'] },
        metadata: meta('decision', 'alice'),
      },
      {
        revision: 2,
        type: 'ChoiceMade',
        data: { player: 'alice', kind: 'number', choice: 2 },
        metadata: meta('decision', 'alice'),
      },
    ];
    expect(backupPlan(events, 0).actions.map((a) => [a.revision, a.reversible, a.reason])).toEqual([
      [2, true, 'mechanical: no state to restore beyond the game position'],
      [1, false, "alice's choice revealed hidden information (e1)"],
    ]);
  });

  it('has nothing to undo for a refused action', async () => {
    const events = await loggedThroughStore(
      play({
        start: {
          turn: 3,
          battlefield: [
            { id: 'elves', card: 'Llanowar Elves', controller: 'alice', newThisTurn: true },
          ],
        },
        actions: [
          {
            do: 'activate',
            player: 'alice',
            source: 'elves',
            ability: 0,
            expect: { rejected: '302.6' },
          },
        ],
      }),
    );
    expect(backupPlan(events, 0).actions).toEqual([
      {
        revision: 1,
        type: 'ActionRejected',
        text: expect.stringContaining('refused for alice'),
        reversible: true,
        reason: 'refused by the rules: nothing changed',
      },
    ]);
  });
});
