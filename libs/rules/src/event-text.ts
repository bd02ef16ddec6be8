/**
 * One human-readable line per event, with the rule in brackets where one applies, e.g.
 * "alice tapped Forest (f1) [107.5]" or "alice added {G} from f1 [106.3]". Used by the CLI log,
 * the API's `text` field and audit reports.
 */
import type { GameEvent } from './events';
import { formatMana } from './mana';

function body(e: GameEvent): string {
  switch (e.type) {
    case 'GameStarted':
      return `game ${e.data.gameId} started: ${e.data.setup.players.join(', ')}; turn ${e.data.setup.turn}, ${e.data.setup.activePlayer} active, ${e.data.setup.step} (CR ${e.data.crVersion})`;
    case 'TurnBegan':
      return `turn ${e.data.turn} began: ${e.data.activePlayer} is the active player`;
    case 'StepBegan':
      return `${e.data.step} step began`;
    case 'ManaPoolEmptied':
      return `${e.data.player}'s unspent ${formatMana(e.data.mana)} emptied from the pool`;
    case 'PriorityPassed':
      return e.data.action === 'pass' ? `${e.data.player ?? e.data.players.join(', ')} passed priority` : `${e.data.players.join(', ')} passed priority (${e.data.action})`;
    case 'AttackersDeclared': {
      const list = Object.entries(e.data.attackers).map(([id, p]) => `${id} → ${p}`);
      return list.length === 0 ? `${e.data.player} declared no attackers` : `${e.data.player} attacked: ${list.join(', ')}`;
    }
    case 'BlockersDeclared': {
      const list = Object.entries(e.data.blockers).map(([id, a]) => `${id} blocks ${a}`);
      return list.length === 0 ? `${e.data.player} declared no blockers` : `${e.data.player} blocked: ${list.join(', ')}`;
    }
    case 'LifeGained':
      return `${e.data.player} gained ${e.data.amount} life from ${e.data.source}`;
    case 'LifeLost':
      return `${e.data.player} lost ${e.data.amount} life from ${e.data.source}`;
    case 'DamagePrevented':
      return `${e.data.amount} damage from ${e.data.source} to ${e.data.target} was prevented`;
    case 'SpellCountered':
      return `${e.data.spell} was countered by ${e.data.by}`;
    case 'CardDiscarded':
      return `${e.data.player} discarded ${e.data.card}`;
    case 'MulliganTaken':
      return `${e.data.player} took a mulligan (${e.data.count} so far)`;
    case 'HandKept':
      return `${e.data.player} kept their hand${e.data.bottom.length > 0 ? `, putting ${e.data.bottom.length} card(s) on the bottom` : ''}`;
    case 'LibraryShuffled':
      return `${e.data.player} shuffled their library`;
    case 'PowerToughnessChanged':
      return `${e.data.permanent} got ${e.data.power >= 0 ? '+' : ''}${e.data.power}/${e.data.toughness >= 0 ? '+' : ''}${e.data.toughness} until end of turn`;
    case 'PreventionAdded':
      return `all combat damage this turn will be prevented (${e.data.source})`;
    case 'LandPlayed':
      return `${e.data.player} played ${e.data.name} (${e.data.card})`;
    case 'AbilityActivated':
      return `${e.data.player} activated ${e.data.card} (${e.data.source}): "${e.data.text}"${e.data.targets.length > 0 ? ` targeting ${e.data.targets.join(', ')}` : ''}${Object.keys(e.data.paid).length > 0 ? `, paying ${formatMana(e.data.paid)}` : ''}`;
    case 'SpellCast':
      return `${e.data.player} cast ${e.data.name} (${e.data.card})${e.data.x > 0 ? ` with X=${e.data.x}` : ''}, paying ${formatMana(e.data.paid)}`;
    case 'PermanentTapped':
      return `${e.data.permanent} became tapped${e.data.forCost ? ' (cost)' : ''}`;
    case 'PermanentUntapped':
      return `${e.data.permanent} became untapped${e.data.forCost ? ' (cost)' : ''}`;
    case 'ManaAdded':
      return `${e.data.player} added ${formatMana(e.data.mana)} from ${e.data.source}`;
    case 'ManaNotProduced':
      return `${e.data.source} made no mana for ${e.data.player}: ${e.data.reason}`;
    case 'ReplacementApplied':
      return `${e.data.card} (${e.data.source}) replaced ${formatMana(e.data.before)} from ${e.data.affected} with ${formatMana(e.data.after)}`;
    case 'AbilityTriggered':
      return `${e.data.card} (${e.data.source}) ability ${e.data.ability}${e.data.reflexive ? ' (reflexive)' : ''} triggered for ${e.data.controller}`;
    case 'AbilityPutOnStack':
      return `${e.data.id} put on the stack: "${e.data.text}"${e.data.targets.length > 0 ? ` targeting ${e.data.targets.join(', ')}` : ''}`;
    case 'StackObjectResolved':
      return `${e.data.id} resolved`;
    case 'StackObjectRemoved':
      return `${e.data.id ?? 'a waiting trigger'} was removed: ${e.data.reason}`;
    case 'PermanentEntered':
      return `${e.data.card} (${e.data.permanent}) entered the battlefield under ${e.data.controller}'s control${Object.keys(e.data.counters).length > 0 ? ` with ${Object.entries(e.data.counters).map(([k, n]) => `${n} ${k}`).join(', ')} counter(s)` : ''}${e.data.tapped ? ', tapped' : ''}`;
    case 'PermanentLeftBattlefield':
      return `${e.data.card} (${e.data.permanent}) left the battlefield to ${e.data.to}: ${e.data.reason}`;
    case 'PermanentAttached':
      return e.data.to === null ? `${e.data.permanent} became unattached` : `${e.data.permanent} was attached to ${e.data.to}`;
    case 'CountersAdded':
      return `${e.data.amount} ${e.data.kind} counter(s) put on ${e.data.permanent}`;
    case 'ControlChanged':
      return `${e.data.to} gained control of ${e.data.permanent} from ${e.data.from}`;
    case 'ChoiceRequested':
      return `${e.data.player} must choose (${e.data.kind}) among ${JSON.stringify(e.data.options)}`;
    case 'ChoiceMade':
      return `${e.data.player} chose ${JSON.stringify(e.data.choice)} (${e.data.kind})`;
    case 'CardsDrawn':
      return `${e.data.player} drew ${e.data.cards.length} card(s)${e.data.fromEmptyLibrary ? ', trying to draw from an empty library' : ''}`;
    case 'DamageDealt':
      return `${e.data.source} dealt ${e.data.amount}${e.data.combat ? ' combat' : ''} damage to ${e.data.target}`;
    case 'BecameCreature':
      return `${e.data.permanent} became a ${e.data.power}/${e.data.toughness} artifact creature until end of turn`;
    case 'CleanupPerformed':
      return `cleanup: damage removed from ${e.data.damageRemoved.length} permanent(s), ${e.data.effectsEnded} "until end of turn" effect(s) ended`;
    case 'PlayerConceded':
      return `${e.data.player} conceded`;
    case 'PlayerLeftGame':
      return `${e.data.player} left the game (${e.data.reason})`;
    case 'GameWon':
      return `${e.data.player} won the game`;
    case 'ActionRejected':
      return `refused${e.data.player === null ? '' : ` for ${e.data.player}`}: ${e.data.reason}`;
  }
}

export function describeEvent(e: GameEvent): string {
  return e.metadata.rule === undefined ? body(e) : `${body(e)} [${e.metadata.rule}]`;
}
