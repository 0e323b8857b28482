import { type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine, fromPromise } from 'xstate';
import type { MachineRegistration, SampleEvent } from './machine-registry.ts';

/** An actor that starts and then does nothing: it never answers, never fails, never sends. */
export const inertActor: AnyActorLogic = fromPromise(() => new Promise<never>(() => {}));

/** Names of the actors a machine declares in `setup`. */
export function declaredActors(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.actors ?? {});
}

/**
 * The machine with every declared actor made safe for a QA page: the registration's QA actors where
 * given, the kept ones as they are, every other an inert actor (so "provide me" defaults never run).
 * QA answers for an inert actor by sending its `xstate.done.actor.*` or `xstate.error.actor.*` event.
 */
export function inspectableMachine(registration: MachineRegistration): AnyStateMachine {
  const keep = new Set(registration.keepActors ?? []);
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of declaredActors(registration.machine)) {
    if (keep.has(name)) continue;
    actors[name] = registration.actors?.[name] ?? inertActor;
  }
  return registration.machine.provide({ actors } as never);
}

/** The input for a new run: the registration's input, or what its factory returns. */
export function registrationInput(registration: MachineRegistration): unknown {
  return typeof registration.input === 'function'
    ? (registration.input as () => unknown)()
    : registration.input;
}

/** The registration's sample events for the current snapshot. */
export function sampleEventsFor(
  registration: MachineRegistration,
  snapshot: AnyMachineSnapshot,
): readonly SampleEvent[] {
  const samples = registration.sampleEvents;
  return typeof samples === 'function' ? samples(snapshot) : (samples ?? []);
}
