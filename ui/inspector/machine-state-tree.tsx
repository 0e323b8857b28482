import type { MachineState, MachineTransition } from '../../core/inspector/index.ts';
import styles from './machine-inspector.module.css';

/** Props of the state tree. */
export interface MachineStateTreeProps {
  root: MachineState;
  /** Ids of the states the running machine is in. */
  activeIds: ReadonlySet<string>;
}

function relativeTarget(target: string, machineId: string): string {
  return target.startsWith(`${machineId}.`) ? target.slice(machineId.length + 1) : target;
}

function TransitionLine({ transition, machineId }: { transition: MachineTransition; machineId: string }) {
  const targets = transition.targets.map((target) => relativeTarget(target, machineId));
  const stays = transition.targets.length === 1 && transition.targets[0] === transition.source;
  return (
    <li className={styles.transition}>
      <code className={styles.eventName}>{transition.eventless ? 'always' : transition.event}</code>
      <span aria-hidden="true"> → </span>
      <span className={styles.visuallyHidden}> goes to </span>
      <span>{stays ? 'stays (actions only)' : targets.join(', ')}</span>
      {transition.guard && <span className={styles.guard}> if {transition.guard}</span>}
    </li>
  );
}

function StateNode({
  state,
  parentInitial,
  activeIds,
  machineId,
}: {
  state: MachineState;
  parentInitial: string | null;
  activeIds: ReadonlySet<string>;
  machineId: string;
}) {
  const active = activeIds.has(state.id);
  const badges = [
    parentInitial === state.key ? 'initial' : null,
    state.type === 'parallel' || state.type === 'final' ? state.type : null,
    state.transient ? 'transient' : null,
    ...state.tags.map((tag) => `tag: ${tag}`),
    ...state.invokes.map((actor) => `invokes ${actor}`),
  ].filter((badge): badge is string => badge !== null);
  return (
    <li className={styles.state} data-active={active || undefined} aria-current={active ? 'true' : undefined}>
      <div className={styles.stateHeader}>
        <span className={styles.stateName}>{state.key}</span>
        {active && <span className={styles.currentBadge}>current</span>}
        {badges.map((badge) => (
          <span key={badge} className={styles.badge}>
            {badge}
          </span>
        ))}
      </div>
      {state.transitions.length > 0 && (
        <ul className={styles.transitions} aria-label={`Transitions of ${state.key}`}>
          {state.transitions.map((transition) => (
            <TransitionLine
              key={`${transition.event}→${transition.targets.join(',')}?${transition.guard ?? ''}`}
              transition={transition}
              machineId={machineId}
            />
          ))}
        </ul>
      )}
      {state.children.length > 0 && (
        <ul className={styles.states}>
          {state.children.map((child) => (
            <StateNode
              key={child.id}
              state={child}
              parentInitial={state.initial}
              activeIds={activeIds}
              machineId={machineId}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The machine's states as a nested list, each with its transitions; the current states are marked. */
export function MachineStateTree({ root, activeIds }: MachineStateTreeProps) {
  return (
    <ul className={styles.tree} aria-label="States and transitions">
      <StateNode state={root} parentInitial={null} activeIds={activeIds} machineId={root.id} />
    </ul>
  );
}
