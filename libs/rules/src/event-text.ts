/**
 * One human-readable line per event, with the rule in brackets where one applies, e.g.
 * "Forest (f1) became tapped (to pay a cost) [107.5]" or "Lightning Bolt (lb) dealt 3 damage to Grizzly
 * Bears (gb) [120.3e]". Cards are named by name, the id only beside it; steps and zones in the
 * CR's words. Used by the CLI log, the API's `text` field, why-chains, backups and audit reports.
 *
 * Names come from a `CardNames` book that knows only what is public (see card-names.ts): a card
 * in a hidden zone is never named by its line.
 */
import type { CardNames } from './card-names';
import type { GameEvent } from './events';
import { formatMana } from './mana';
import type { Step } from './state';

/** Step and phase names as the CR writes them (500.1, 501.1, 505.1, 506.1, 512.1). */
const STEP_NAMES: Readonly<Record<Step, string>> = {
  untap: 'untap step',
  upkeep: 'upkeep step',
  draw: 'draw step',
  precombatMain: 'precombat main phase',
  beginCombat: 'beginning of combat step',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  firstStrikeDamage: 'first-strike combat damage step',
  combatDamage: 'combat damage step',
  endCombat: 'end of combat step',
  postcombatMain: 'postcombat main phase',
  end: 'end step',
  cleanup: 'cleanup step',
  mulligan: 'mulligan (opening hands)',
};

/** A step's or phase's name as the CR writes it: `stepName('precombatMain')` is 'precombat main phase'. */
export function stepName(step: Step): string {
  return STEP_NAMES[step];
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "two cards", "one card", "12 cards". */
export function countOf(n: number, noun: string): string {
  const word = NUMBER_WORDS[n] ?? String(n);
  return `${word} ${noun}${n === 1 ? '' : 's'}`;
}

const LEFT_TO: Readonly<Record<string, string>> = {
  graveyard: "was put into its owner's graveyard",
  exile: 'was exiled',
  hand: "was returned to its owner's hand",
  library: "was put into its owner's library",
  outOfGame: 'left the game with its owner',
  ceased: 'ceased to exist',
};

const LEAVE_REASONS: Readonly<Record<string, string>> = {
  conceded: 'conceded',
  lifeZero: 'has 0 or less life',
  drewFromEmptyLibrary: 'drew from an empty library',
};

function body(e: GameEvent, names: CardNames): string {
  /** "Forest (f1)" when the card is known, else the id (or a player's name) as it is. */
  const n = (id: string): string => {
    const name = names.get(id);
    return name === undefined ? id : `${name} (${id})`;
  };
  const list = (ids: readonly (string | number)[]): string => ids.map((x) => (typeof x === 'string' ? n(x) : String(x))).join(', ');
  switch (e.type) {
    case 'GameStarted': {
      const s = e.data.setup;
      const where = s.step === 'mulligan' ? 'opening hands and mulligans first' : `turn ${s.turn}, ${s.activePlayer} active, ${STEP_NAMES[s.step]}`;
      return `game ${e.data.gameId} started: ${s.players.join(', ')}; ${where} (Comprehensive Rules of ${e.data.crVersion})`;
    }
    case 'TurnBegan':
      return `turn ${e.data.turn} began: ${e.data.activePlayer} is the active player`;
    case 'StepBegan':
      return `the ${STEP_NAMES[e.data.step]} began`;
    case 'ManaPoolEmptied':
      return `${e.data.player}'s unspent ${formatMana(e.data.mana)} emptied from their mana pool`;
    case 'PriorityPassed':
      if (e.data.action === 'pass') return `${e.data.player ?? e.data.players.join(', ')} passed priority`;
      return `${e.data.players.join(', ')} passed priority in turn (${e.data.action === 'resolve' ? 'the top of the stack resolves' : 'the step ends'})`;
    case 'AttackersDeclared': {
      const attacks = Object.entries(e.data.attackers).map(([id, p]) => `${n(id)} → ${p}`);
      return attacks.length === 0 ? `${e.data.player} declared no attackers` : `${e.data.player} attacked with ${attacks.join(', ')}`;
    }
    case 'BlockersDeclared': {
      const blocks = Object.entries(e.data.blockers).map(([id, a]) => `${n(id)} blocks ${n(a)}`);
      return blocks.length === 0 ? `${e.data.player} declared no blockers` : `${e.data.player} blocked: ${blocks.join(', ')}`;
    }
    case 'LifeGained':
      return `${e.data.player} gained ${e.data.amount} life (${n(e.data.source)})`;
    case 'LifeLost':
      return `${e.data.player} lost ${e.data.amount} life (${n(e.data.source)})`;
    case 'DamagePrevented':
      return `${e.data.amount} damage from ${n(e.data.source)} to ${n(e.data.target)} was prevented`;
    case 'SpellCountered':
      return `${n(e.data.spell)} was countered by ${n(e.data.by)}`;
    case 'AbilityCountered':
      return `the ability ${n(e.data.ability)} was countered by ${n(e.data.by)}`;
    case 'CardPutIntoHand':
      return `${e.data.player} revealed ${e.data.name} (${e.data.card}) from their library and put it into their hand`;
    case 'CardDiscarded':
      return `${e.data.player} discarded ${n(e.data.card)}`;
    case 'MulliganTaken':
      return `${e.data.player} took a mulligan (${countOf(e.data.count, 'mulligan')} so far)`;
    case 'HandKept':
      return `${e.data.player} kept their hand${e.data.bottom.length > 0 ? `, putting ${countOf(e.data.bottom.length, 'card')} on the bottom of their library` : ''}`;
    case 'LibraryShuffled':
      return `${e.data.player} shuffled their library`;
    case 'PowerToughnessChanged': {
      const sign = (x: number): string => (x >= 0 ? `+${x}` : String(x));
      return `${n(e.data.permanent)} got ${sign(e.data.power)}/${sign(e.data.toughness)} until end of turn (${n(e.data.source)})`;
    }
    case 'CardMovedFromGraveyard':
      return e.data.to === 'hand' ? `${e.data.player} put ${e.data.name} (${e.data.card}) from their graveyard into their hand` : `${e.data.name} (${e.data.card}) was exiled from ${e.data.player}'s graveyard`;
    case 'LibraryArranged': {
      const kept = [
        e.data.top.length > 0 ? `${countOf(e.data.top.length, 'card')} on top` : '',
        e.data.bottom.length > 0 ? `${countOf(e.data.bottom.length, 'card')} on the bottom` : '',
      ].filter((x) => x !== '');
      const parts = [
        kept.length > 0 ? `put ${kept.join(' and ')} of their library` : '',
        e.data.graveyard.length > 0 ? `put ${e.data.graveyard.map((id) => n(id)).join(', ')} from their library into their graveyard` : '',
      ].filter((x) => x !== '');
      return `${e.data.player} ${parts.join(', and ')}`;
    }
    case 'CardsMilled':
      return `${e.data.player} milled ${e.data.cards.length === 0 ? 'no cards' : e.data.cards.map((id) => n(id)).join(', ')}`;
    case 'RestrictionAdded':
      return `${n(e.data.permanent)} ${e.data.restriction === 'cantBlock' ? "can't block" : "can't be blocked"} this turn (${n(e.data.source)})`;
    case 'KeywordsGranted':
      return `${n(e.data.permanent)} gained ${e.data.keywords.join(' and ')} until end of turn (${n(e.data.source)})`;
    case 'RegenerationShieldCreated':
      return `${n(e.data.permanent)} will regenerate the next time it would be destroyed this turn (${n(e.data.source)})`;
    case 'ExileInsteadOfDyingCreated':
      return `${n(e.data.permanent)} will be exiled instead if it would die this turn (${n(e.data.source)})`;
    case 'Regenerated':
      return `${n(e.data.permanent)} regenerated: instead of being destroyed, its damage was removed and it was tapped and removed from combat`;
    case 'PreventionAdded':
      return `all combat damage that would be dealt this turn will be prevented (${n(e.data.source)})`;
    case 'LandPlayed':
      return `${e.data.player} played ${e.data.name} (${e.data.card})`;
    case 'AbilityActivated':
      return `${e.data.player} activated ${e.data.card} (${e.data.source}): "${e.data.text}"${modesText(e.data.modes)}${e.data.targets.length > 0 ? ` targeting ${list(e.data.targets)}` : ''}${Object.keys(e.data.paid).length > 0 ? `, paying ${formatMana(e.data.paid)}` : ''}`;
    case 'SpellCast':
      return `${e.data.player} cast ${e.data.name} (${e.data.card})${e.data.flashback === true ? ' from the graveyard with flashback' : ''}${e.data.x > 0 ? ` with X=${e.data.x}` : ''}${modesText(e.data.modes)}${e.data.targets.length > 0 ? ` targeting ${list(e.data.targets)}` : ''}, paying ${formatMana(e.data.paid)}`;
    case 'PermanentTapped':
      return `${n(e.data.permanent)} became tapped${e.data.forCost ? ' (to pay a cost)' : ''}`;
    case 'PermanentUntapped':
      return `${n(e.data.permanent)} became untapped${e.data.forCost ? ' (to pay a cost)' : ''}`;
    case 'ManaAdded':
      return `${e.data.player} added ${formatMana(e.data.mana)} to their mana pool from ${n(e.data.source)}`;
    case 'ManaPaid':
      return `${e.data.player} paid ${formatMana(e.data.mana)} from their mana pool for ${n(e.data.for)}`;
    case 'ManaNotProduced':
      return `${n(e.data.source)} made no mana for ${e.data.player}: ${e.data.reason}`;
    case 'ReplacementApplied':
      return `${e.data.card} (${e.data.source}) replaced ${formatMana(e.data.before)} from ${n(e.data.affected)} with ${formatMana(e.data.after)}`;
    case 'AbilityTriggered':
      return `${e.data.card} (${e.data.source})'s ${e.data.reflexive ? 'reflexive ' : ''}ability triggered for ${e.data.controller}`;
    case 'AbilityPutOnStack':
      return `${e.data.card}'s ability (${e.data.id}) was put on the stack: "${e.data.text}"${modesText(e.data.modes)}${e.data.targets.length > 0 ? ` targeting ${list(e.data.targets)}` : ''}`;
    case 'StackObjectResolved':
      return `${n(e.data.id)} resolved${e.data.to === 'exile' ? ' and was exiled' : ''}`;
    case 'StackObjectRemoved':
      return `${e.data.id === null ? 'a waiting triggered ability' : n(e.data.id)} was removed from the stack: ${e.data.reason}`;
    case 'PermanentEntered': {
      const counters = Object.entries(e.data.counters).map(([k, c]) => countOf(c, `${k} counter`));
      return `${e.data.card} (${e.data.permanent}) entered the battlefield under ${e.data.controller}'s control${counters.length > 0 ? ` with ${counters.join(', ')}` : ''}${e.data.tapped ? ', tapped' : ''}`;
    }
    case 'PermanentLeftBattlefield':
      return `${e.data.card} (${e.data.permanent}) ${LEFT_TO[e.data.to] ?? `left the battlefield to ${e.data.to}`}: ${e.data.reason}`;
    case 'PermanentAttached':
      return e.data.to === null ? `${n(e.data.permanent)} became unattached` : `${n(e.data.permanent)} was attached to ${n(e.data.to)}`;
    case 'PoisonCountersGiven':
      return `${e.data.player} got ${countOf(e.data.amount, 'poison counter')} from ${n(e.data.source)}`;
    case 'CountersRemoved':
      return `${countOf(e.data.amount, `${e.data.kind} counter`)} removed from ${n(e.data.permanent)}`;
    case 'CountersAdded':
      return `${countOf(e.data.amount, `${e.data.kind} counter`)} put on ${n(e.data.permanent)}`;
    case 'ControlChanged':
      return `${e.data.to} gained control of ${n(e.data.permanent)} from ${e.data.from}`;
    case 'ChoiceRequested':
      return `${e.data.player} must choose (${e.data.kind}) among ${list(e.data.options)}`;
    case 'ChoiceMade': {
      const c = e.data.choice;
      const shown =
        typeof c === 'string' ? n(c) : typeof c === 'number' ? String(c) : Array.isArray(c) ? (c.length === 0 ? 'nothing' : list(c)) : Object.entries(c).map(([k, v]) => `${v} to ${n(k)}`).join(', ');
      return `${e.data.player} chose ${shown} (${e.data.kind})`;
    }
    case 'CardsDrawn':
      return `${e.data.player} drew ${countOf(e.data.cards.length, 'card')}${e.data.fromEmptyLibrary ? ', trying to draw from an empty library' : ''}`;
    case 'DamageDealt':
      return `${n(e.data.source)} dealt ${e.data.amount}${e.data.combat ? ' combat' : ''} damage to ${n(e.data.target)}${e.data.asCounters === true ? ' as -1/-1 counters' : ''}`;
    case 'BecameCreature':
      return `${n(e.data.permanent)} became a ${e.data.power}/${e.data.toughness} artifact creature until end of turn`;
    case 'CleanupPerformed':
      return `cleanup: damage removed from ${countOf(e.data.damageRemoved.length, 'permanent')}, ${countOf(e.data.effectsEnded, '"until end of turn" effect')} ended`;
    case 'PlayerConceded':
      return `${e.data.player} conceded`;
    case 'PlayerLeftGame':
      return `${e.data.player} left the game: ${LEAVE_REASONS[e.data.reason] ?? e.data.reason}`;
    case 'GameWon':
      return `${e.data.player} won the game`;
    case 'ActionRejected':
      return `refused${e.data.player === null ? '' : ` for ${e.data.player}`}: ${e.data.reason}`;
  }
}

/** " choosing mode 1", " choosing modes 0 and 2" (700.2), or nothing for a spell that is not modal. */
function modesText(modes: readonly number[] | undefined): string {
  if (modes === undefined) return '';
  return ` choosing mode${modes.length === 1 ? '' : 's'} ${modes.join(' and ')}`;
}

/**
 * @example
 * describeEvent(tapped, names) // 'Forest (f1) became tapped (to pay a cost) [107.5]'
 */
export function describeEvent(e: GameEvent, names: CardNames = new Map()): string {
  return e.metadata.rule === undefined ? body(e, names) : `${body(e, names)} [${e.metadata.rule}]`;
}
