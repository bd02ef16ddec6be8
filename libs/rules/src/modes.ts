/**
 * Modal spells and abilities (CR 700.2): "Choose one —" and its bulleted modes. The modes are
 * chosen as the spell is cast (601.2b) or the triggered ability put on the stack (603.3c); a mode
 * whose targets can't be chosen can't be chosen (700.2a, 700.2b); the targets of a mode are
 * chosen only if that mode is (700.2c), one instance of "target" per mode (601.2c), listed in the
 * order of the modes.
 */
import type { CardCatalog } from './card-catalog';
import type { Effect, Mode, TargetSpec } from './card-definition';
import type { RuleNumber } from './citations';
import { RuleViolation } from './rule-violation';
import type { GameState, PlayerName } from './state';
import type { ChosenMode } from './task';
import { checkTargets, legalTargets, targetCount } from './targets';

export type ModalEffect = Extract<Effect, { kind: 'modal' }>;


/** The modal effect of an ability, when the whole ability is "Choose ... —" with its modes. */
export function modalOf(effect: Effect | undefined): ModalEffect | undefined {
  return effect?.kind === 'modal' ? effect : undefined;
}

/** "choose one", "choose one or both", "choose two": the words of a mode count, for refusals. */
export function describeModeCount(modal: ModalEffect): string {
  if (modal.min === modal.max) return `${modal.min} mode${modal.min === 1 ? '' : 's'}`;
  return `${modal.min} to ${modal.max} modes`;
}

/**
 * The chosen modes, checked and in the order written: as many as the spell says, each once
 * (700.2d), each one of its modes (700.2).
 */
export function checkModeChoice(modal: ModalEffect, modes: readonly number[] | undefined, card: string, rule: RuleNumber): number[] {
  if (modes === undefined || modes.length === 0) throw new RuleViolation(rule, `${card} is modal: choose ${describeModeCount(modal)} of ${modal.modes.length} (modes from 0)`);
  for (const m of modes) {
    if (!Number.isSafeInteger(m) || m < 0 || m >= modal.modes.length) throw new RuleViolation('700.2', `${card} has modes 0 to ${modal.modes.length - 1}; there is no mode ${String(m)}`);
  }
  if (modal.repeatable !== true && new Set(modes).size !== modes.length) throw new RuleViolation('700.2d', `${card}: the same mode can't be chosen more than once`);
  // Entwine: all the modes instead of the number specified (702.42a).
  if (isEntwined(modal, modes)) return [...modes].sort((a, b) => a - b);
  if (modes.length < modal.min || modes.length > modal.max) throw new RuleViolation(rule, `${card}: choose ${describeModeCount(modal)}; ${modes.length} chosen`);
  return [...modes].sort((a, b) => a - b);
}

/** Whether the modes chosen are all of them beyond the number specified, paying the entwine cost (702.42a). */
export function isEntwined(modal: ModalEffect, modes: readonly number[]): boolean {
  return modal.entwine !== undefined && modes.length > modal.max && new Set(modes).size === modal.modes.length;
}

function modeAt(modal: ModalEffect, index: number): Mode {
  const mode = modal.modes[index];
  if (mode === undefined) throw new Error(`no mode ${index}`);
  return mode;
}

/**
 * Splits the targets given for the chosen modes (in the order written) into each mode's targets,
 * and checks each mode's against its requirement (601.2c). A mode with "up to" targets takes what
 * is left up to its maximum.
 */
export function checkModeTargets(
  s: GameState, catalog: CardCatalog, modal: ModalEffect, modes: readonly number[], given: readonly string[], controller: PlayerName, card: string, rule: RuleNumber,
): ChosenMode[] {
  const out: ChosenMode[] = [];
  let next = 0;
  for (const index of modes) {
    const spec = modeAt(modal, index).targets;
    const take = spec === undefined ? 0 : Math.min(targetCount(spec)[1], given.length - next);
    out.push({ mode: index, targets: checkTargets(s, catalog, spec, given.slice(next, next + take), controller, card, rule) });
    next += take;
  }
  if (next < given.length) throw new RuleViolation(rule, `${card}: ${given.length - next} target${given.length - next === 1 ? '' : 's'} more than the chosen modes require`);
  return out;
}

/** Each chosen mode with its share of a stack object's targets (as `checkModeTargets` split them). */
export function splitModeTargets(modal: ModalEffect, modes: readonly number[], targets: readonly string[]): ChosenMode[] {
  let next = 0;
  return modes.map((index) => {
    const spec = modal.modes[index]?.targets;
    const take = spec === undefined ? 0 : Math.min(targetCount(spec)[1], targets.length - next);
    const mine = targets.slice(next, next + take);
    next += take;
    return { mode: index, targets: mine };
  });
}

/** The target requirement of a chosen mode, if it has one. */
export function modeTargetSpec(modal: ModalEffect, index: number): TargetSpec | undefined {
  return modal.modes[index]?.targets;
}

/** The modes that can be chosen now: those whose targets can be chosen (700.2a, 700.2b). */
export function choosableModes(s: GameState, catalog: CardCatalog, modal: ModalEffect, controller: PlayerName, card: string): number[] {
  const out: number[] = [];
  modal.modes.forEach((mode, index) => {
    if (mode.targets === undefined || legalTargets(s, catalog, mode.targets, controller, card).length >= targetCount(mode.targets)[0]) out.push(index);
  });
  return out;
}
