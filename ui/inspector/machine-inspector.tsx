import type { MachineRegistry } from '../../core/inspector/index.ts';
import { MachineEventPanel } from './machine-event-panel.tsx';
import styles from './machine-inspector.module.css';
import { MachineStateTree } from './machine-state-tree.tsx';
import { useMachineInspector } from './use-machine-inspector.ts';

/** Props of the inspector page. */
export interface MachineInspectorProps {
  /** Registry to list; the shared one (with every core machine) by default. */
  registry?: MachineRegistry;
  /** Machine to open first, e.g. from `?machine=i18n`. */
  initialMachineId?: string;
  /** Called when QA picks another machine, e.g. to keep it in the address. */
  onSelectMachine?: (id: string) => void;
}

/**
 * The `/dev/machines` page for QA: every registered machine, its states and transitions, a run of it
 * with inert actors, its current state and context, and events sent by hand.
 */
export function MachineInspector({ registry, initialMachineId, onSelectMachine }: MachineInspectorProps) {
  const inspector = useMachineInspector({ registry, initialMachineId });
  const { selected, graph, run } = inspector;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Machines</h1>
        <p className={styles.muted}>
          Every statechart of the product. Actors that would reach the network or the device are inert here:
          answer for them with their <code>xstate.done.actor.*</code> or <code>xstate.error.actor.*</code>{' '}
          events.
        </p>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Machines" className={styles.machineList}>
          {inspector.registrations.length === 0 ? (
            <p className={styles.muted}>No machine is registered.</p>
          ) : (
            <ul>
              {inspector.registrations.map((registration) => {
                const current = registration.id === selected?.id;
                return (
                  <li key={registration.id}>
                    <button
                      type="button"
                      className={styles.machineButton}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => {
                        inspector.select(registration.id);
                        onSelectMachine?.(registration.id);
                      }}
                    >
                      <span className={styles.machineName}>{registration.id}</span>
                      <span className={styles.machineDescription}>{registration.description}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </nav>
        {selected && graph && (
          <div className={styles.details}>
            <section className={styles.panel} aria-labelledby="inspector-run-heading">
              <h2 id="inspector-run-heading" className={styles.panelTitle}>
                {selected.id}: current state
              </h2>
              <p className={styles.muted}>{selected.description}</p>
              {run && (
                <dl className={styles.facts}>
                  <dt>Status</dt>
                  <dd data-testid="inspector-status">{run.status}</dd>
                  <dt>State</dt>
                  <dd>
                    <pre className={styles.json} data-testid="inspector-state">
                      {run.valueJson}
                    </pre>
                  </dd>
                  <dt>Tags</dt>
                  <dd>{run.tags.length > 0 ? run.tags.join(', ') : 'none'}</dd>
                  {run.error && (
                    <>
                      <dt>Error</dt>
                      <dd role="alert" className={styles.problem}>
                        {run.error}
                      </dd>
                    </>
                  )}
                  <dt>Context</dt>
                  <dd>
                    <pre
                      className={styles.json}
                      data-testid="inspector-context"
                      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                      tabIndex={0}
                    >
                      {run.contextJson}
                    </pre>
                  </dd>
                </dl>
              )}
            </section>
            <MachineEventPanel
              events={run?.events ?? []}
              log={inspector.log}
              send={inspector.send}
              sendJson={inspector.sendJson}
              restart={inspector.restart}
            />
            <section className={styles.panel} aria-labelledby="inspector-graph-heading">
              <h2 id="inspector-graph-heading" className={styles.panelTitle}>
                States and transitions
              </h2>
              <MachineStateTree root={graph} activeIds={run?.activeIds ?? new Set()} />
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
