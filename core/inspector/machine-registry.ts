import type { AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, InputFrom } from 'xstate';

/** An event with its payload, as QA sends it. */
export interface SampleEvent {
  type: string;
  [key: string]: unknown;
}

/** How a machine appears in the inspector. */
export interface MachineRegistration<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Unique id, usually the machine's own id (`i18n`). */
  id: string;
  machine: TMachine;
  /** One sentence for QA: what the machine does. */
  description: string;
  /** Input to start it with; a function gives each run a fresh input (storage, clocks). */
  input?: InputFrom<TMachine> | (() => InputFrom<TMachine>);
  /** QA implementations of actors; every other actor is replaced by an inert one unless kept. */
  actors?: Record<string, AnyActorLogic>;
  /** Actors safe to run as they are (child machines, pure timers): not replaced. */
  keepActors?: readonly string[];
  /** Ready-made events for the event buttons and the JSON box, e.g. `language.change` with a language. */
  sampleEvents?: readonly SampleEvent[] | ((snapshot: AnyMachineSnapshot) => readonly SampleEvent[]);
}

/** A set of registrations; the inspector reads the shared one. */
export interface MachineRegistry {
  register: (registration: MachineRegistration) => MachineRegistration;
  list: () => MachineRegistration[];
  get: (id: string) => MachineRegistration | undefined;
}

/** A new, empty registry (specs use their own). */
export function createMachineRegistry(): MachineRegistry {
  const registrations = new Map<string, MachineRegistration>();
  return {
    register: (registration) => {
      const existing = registrations.get(registration.id);
      if (existing && existing.machine.id !== registration.machine.id) {
        throw new Error(
          `Machine id "${registration.id}" is already registered for machine "${existing.machine.id}".`,
        );
      }
      registrations.set(registration.id, registration);
      return registration;
    },
    list: () => [...registrations.values()].sort((a, b) => a.id.localeCompare(b.id)),
    get: (id) => registrations.get(id),
  };
}

/** The registry the `/dev/machines` page lists. */
export const machineRegistry: MachineRegistry = createMachineRegistry();

/** Adds a machine to the shared registry; registering the same id again (hot reload) replaces it. */
export function registerMachine<TMachine extends AnyStateMachine>(
  registration: MachineRegistration<TMachine>,
): MachineRegistration {
  return machineRegistry.register(registration as unknown as MachineRegistration);
}

/** Every registered machine, by id. */
export function listMachines(): MachineRegistration[] {
  return machineRegistry.list();
}

/** One registered machine. */
export function getMachine(id: string): MachineRegistration | undefined {
  return machineRegistry.get(id);
}
