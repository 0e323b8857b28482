import { type AnyMachineSnapshot, type EventObject, getNextTransitions } from 'xstate';

/** One event the current state reacts to. */
export interface EnabledEvent {
  /** Event type. */
  type: string;
  /** The event the button sends: a sample when one is registered, else `{ type }`. */
  event: EventObject;
  /** Whether a transition for this very type (not a wildcard) would be taken now: false when its guards refuse. */
  allowed: boolean;
}

function guardAllows(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return snapshot.machine
      .getTransitionData(snapshot, event)
      .some((transition: { eventType: string }) => transition.eventType === event.type);
  } catch {
    return false;
  }
}

/**
 * The events the current state has transitions for, in document order, without eventless and
 * wildcard ones; each is paired with the sample to send and whether its guards pass now.
 */
export function enabledEvents(
  snapshot: AnyMachineSnapshot,
  samples: readonly EventObject[] = [],
): EnabledEvent[] {
  const types: string[] = [];
  for (const transition of getNextTransitions(snapshot)) {
    const type = transition.eventType;
    if (type === '' || type === '*' || type.endsWith('.*') || types.includes(type)) continue;
    types.push(type);
  }
  return types.map((type) => {
    const event = samples.find((sample) => sample.type === type) ?? { type };
    return { type, event, allowed: guardAllows(snapshot, event) };
  });
}
