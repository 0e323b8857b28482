export { toDisplayJson } from './display-json.ts';
export { type EnabledEvent, enabledEvents } from './enabled-events.ts';
export {
  declaredActors,
  inertActor,
  inspectableMachine,
  registrationInput,
  sampleEventsFor,
} from './inspectable-machine.ts';
export {
  describeGuard,
  describeMachine,
  flattenStates,
  listLeafStateIds,
  listTransitions,
  type MachineState,
  type MachineTransition,
} from './machine-graph.ts';
export {
  createMachineRegistry,
  getMachine,
  listMachines,
  type MachineRegistration,
  type MachineRegistry,
  machineRegistry,
  registerMachine,
  type SampleEvent,
} from './machine-registry.ts';
export { type ParsedEvent, parseEventJson } from './parse-event-json.ts';
