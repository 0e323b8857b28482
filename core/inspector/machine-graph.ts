import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, and, not, or } from 'xstate';
import { type DirectedGraphNode, toDirectedGraph } from 'xstate/graph';

/** One transition as the inspector shows it. */
export interface MachineTransition {
  /** Event type; `''` for an eventless (`always`) transition. */
  event: string;
  /** Id of the state the transition leaves. */
  source: string;
  /** Ids of the states it enters; the source itself for a targetless transition. */
  targets: string[];
  /** The guard in words (`hasAskedTables`, `isOtherLanguage and not hasTables`), if any. */
  guard: string | null;
  /** Whether the transition happens on its own as soon as its guard allows. */
  eventless: boolean;
}

/** One state node, nested as in the machine. */
export interface MachineState {
  /** Full id, e.g. `i18n.ready.fresh`. */
  id: string;
  /** Key within the parent, e.g. `fresh`; the machine id for the root. */
  key: string;
  /** Keys from the root down, e.g. `['ready', 'fresh']`; empty for the root. */
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Key of the initial child of a compound state. */
  initial: string | null;
  tags: string[];
  /** Ids of the actors this state invokes (`src` names). */
  invokes: string[];
  description: string | null;
  /** Left at once by an unguarded eventless transition, so never observed at rest. */
  transient: boolean;
  transitions: MachineTransition[];
  children: MachineState[];
}

interface GuardLike {
  type?: unknown;
  guards?: unknown;
  name?: unknown;
  check?: unknown;
}

/** Every `and`/`or`/`not` guard shares its combinator's check function; names do not survive minifying. */
const COMBINATOR_CHECKS = new Map<unknown, 'and' | 'or' | 'not'>([
  [(and([]) as GuardLike).check, 'and'],
  [(or([]) as GuardLike).check, 'or'],
  [(not('') as GuardLike).check, 'not'],
]);

/** Writes a guard as words; higher-order guards (`and`, `or`, `not`) are spelled out. */
export function describeGuard(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  const like = guard as GuardLike;
  const inner = Array.isArray(like.guards) ? like.guards.map((part) => describeGuard(part) ?? '?') : null;
  const combinator = COMBINATOR_CHECKS.get(like.check);
  if (inner && combinator === 'and') return inner.join(' and ');
  if (inner && combinator === 'or') return inner.join(' or ');
  if (inner && combinator === 'not') return `not ${inner.join(' ')}`;
  if (typeof like.type === 'string') return like.type;
  if (typeof guard === 'function' && typeof like.name === 'string' && like.name !== '') return like.name;
  return 'inline guard';
}

function describeTransition(transition: AnyTransitionDefinition, source: AnyStateNode): MachineTransition {
  const targets = transition.target?.map((target) => target.id) ?? [source.id];
  return {
    event: transition.eventType,
    source: source.id,
    targets,
    guard: describeGuard(transition.guard),
    eventless: transition.eventType === '',
  };
}

function invokedActors(stateNode: AnyStateNode): string[] {
  return stateNode.invoke.map((definition) =>
    typeof definition.src === 'string' ? definition.src : definition.id,
  );
}

function describeNode(node: DirectedGraphNode): MachineState {
  const stateNode = node.stateNode;
  const transitions = [...stateNode.transitions.values()].flat().map((t) => describeTransition(t, stateNode));
  const eventless = (stateNode.always ?? []).map((t) => ({
    ...describeTransition(t, stateNode),
    event: '',
    eventless: true,
  }));
  const initialKey = stateNode.type === 'compound' ? (stateNode.initial?.target[0]?.key ?? null) : null;
  return {
    id: stateNode.id,
    key: stateNode.key,
    path: [...stateNode.path],
    type: stateNode.type,
    initial: initialKey,
    tags: [...stateNode.tags],
    invokes: invokedActors(stateNode),
    description: stateNode.description ?? null,
    transient: eventless.some((transition) => transition.guard === null),
    transitions: [...eventless, ...transitions],
    children: node.children.map(describeNode),
  };
}

/** The machine's states, nested, each with its transitions (built from `toDirectedGraph`). */
export function describeMachine(machine: AnyStateMachine): MachineState {
  return describeNode(toDirectedGraph(machine));
}

/** Every state of the tree, root first, depth first. */
export function flattenStates(root: MachineState): MachineState[] {
  return [root, ...root.children.flatMap(flattenStates)];
}

/** Every transition of the machine. */
export function listTransitions(machine: AnyStateMachine): MachineTransition[] {
  return flattenStates(describeMachine(machine)).flatMap((state) => state.transitions);
}

/** Ids of the leaf states a running machine can rest in (atomic or final, not transient), e.g. `i18n.ready.fresh`. */
export function listLeafStateIds(machine: AnyStateMachine): string[] {
  return flattenStates(describeMachine(machine))
    .filter((state) => (state.type === 'atomic' || state.type === 'final') && !state.transient)
    .map((state) => state.id);
}
