import { useCallback, useEffect, useMemo, useState } from 'react';
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject } from 'xstate';
import {
  describeMachine,
  type EnabledEvent,
  enabledEvents,
  inspectableMachine,
  type MachineRegistration,
  type MachineRegistry,
  type MachineState,
  machineRegistry,
  parseEventJson,
  registrationInput,
  sampleEventsFor,
  toDisplayJson,
} from '../../core/inspector/index.ts';
import '../../core/inspector/registered-machines.ts';

/** One event sent by hand and where it led. */
export interface InspectorLogEntry {
  id: number;
  event: string;
  /** State value after the event, as JSON. */
  state: string;
  /** Whether the event changed the state value or context. */
  changed: boolean;
}

/** The running machine as the page shows it. */
export interface InspectedRun {
  /** `active`, `done`, `error` or `stopped`. */
  status: string;
  /** The state value, as JSON. */
  valueJson: string;
  /** The context, as JSON. */
  contextJson: string;
  tags: string[];
  /** Ids of the states the machine is in (`i18n.ready`, `i18n.ready.fresh`). */
  activeIds: ReadonlySet<string>;
  /** Events the current state reacts to. */
  events: EnabledEvent[];
  /** The error that stopped the machine, if it stopped on one. */
  error: string | null;
}

/** What the inspector page needs. */
export interface MachineInspectorView {
  registrations: MachineRegistration[];
  selected: MachineRegistration | null;
  /** The selected machine's states, nested, with their transitions. */
  graph: MachineState | null;
  run: InspectedRun | null;
  log: InspectorLogEntry[];
  select: (id: string) => void;
  send: (event: EventObject) => void;
  /** Sends an event typed as JSON; returns the reason when it cannot be read. */
  sendJson: (text: string) => string | null;
  restart: () => void;
}

const MAX_LOG = 50;

function describeRun(snapshot: AnyMachineSnapshot, registration: MachineRegistration): InspectedRun {
  const failure = snapshot.status === 'error' ? (snapshot as { error?: unknown }).error : null;
  return {
    status: snapshot.status,
    valueJson: toDisplayJson(snapshot.value),
    contextJson: toDisplayJson(snapshot.context),
    tags: [...snapshot.tags].sort(),
    activeIds: new Set(snapshot._nodes.map((node) => node.id)),
    events:
      snapshot.status === 'active' ? enabledEvents(snapshot, sampleEventsFor(registration, snapshot)) : [],
    error: failure === null ? null : failure instanceof Error ? failure.message : String(failure),
  };
}

function startRun(registration: MachineRegistration) {
  return createActor(inspectableMachine(registration), { input: registrationInput(registration) });
}

/** Lists the registered machines, runs the chosen one with inert actors and sends events to it by hand. */
export function useMachineInspector(
  options: { registry?: MachineRegistry; initialMachineId?: string } = {},
): MachineInspectorView {
  const registry = options.registry ?? machineRegistry;
  const registrations = useMemo(() => registry.list(), [registry]);
  const [selectedId, setSelectedId] = useState<string | null>(
    options.initialMachineId ?? registrations[0]?.id ?? null,
  );
  const selected = (selectedId && registry.get(selectedId)) || null;
  const graph = useMemo(() => (selected ? describeMachine(selected.machine) : null), [selected]);
  const [runCount, setRunCount] = useState(0);
  const [actor, setActor] = useState<AnyActorRef | null>(null);
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [log, setLog] = useState<InspectorLogEntry[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runCount restarts the run on purpose
  useEffect(() => {
    setLog([]);
    setStartError(null);
    setSnapshot(null);
    setActor(null);
    if (!selected) return;
    let running: AnyActorRef;
    try {
      running = startRun(selected);
    } catch (error) {
      setStartError(error instanceof Error ? error.message : String(error));
      return;
    }
    const subscription = running.subscribe({
      next: (next) => setSnapshot(next as AnyMachineSnapshot),
      error: () => setSnapshot(running.getSnapshot() as AnyMachineSnapshot),
    });
    try {
      running.start();
    } catch (error) {
      setStartError(error instanceof Error ? error.message : String(error));
    }
    setActor(running);
    setSnapshot(running.getSnapshot() as AnyMachineSnapshot);
    return () => {
      subscription.unsubscribe();
      running.stop();
    };
  }, [selected, runCount]);

  const send = useCallback(
    (event: EventObject) => {
      if (!actor) return;
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      actor.send(event);
      const after = actor.getSnapshot() as AnyMachineSnapshot;
      setLog((entries) =>
        [
          {
            id: (entries[0]?.id ?? 0) + 1,
            event: toDisplayJson(event).replace(/\s+/g, ' '),
            state: toDisplayJson(after.value).replace(/\s+/g, ' '),
            changed: before !== after,
          },
          ...entries,
        ].slice(0, MAX_LOG),
      );
    },
    [actor],
  );

  const sendJson = useCallback(
    (text: string) => {
      const parsed = parseEventJson(text);
      if (!parsed.ok) return parsed.message;
      send(parsed.event);
      return null;
    },
    [send],
  );

  const run = useMemo<InspectedRun | null>(() => {
    if (startError !== null) {
      return {
        status: 'error',
        valueJson: 'null',
        contextJson: 'null',
        tags: [],
        activeIds: new Set(),
        events: [],
        error: startError,
      };
    }
    return snapshot && selected ? describeRun(snapshot, selected) : null;
  }, [snapshot, selected, startError]);

  return {
    registrations,
    selected,
    graph,
    run,
    log,
    select: setSelectedId,
    send,
    sendJson,
    restart: () => setRunCount((count) => count + 1),
  };
}
