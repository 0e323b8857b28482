import { type FormEvent, useId, useState } from 'react';
import type { EventObject } from 'xstate';
import type { EnabledEvent } from '../../core/inspector/index.ts';
import { toDisplayJson } from '../../core/inspector/index.ts';
import { Button } from '../primitives/index.ts';
import styles from './machine-inspector.module.css';
import type { InspectorLogEntry } from './use-machine-inspector.ts';

/** Props of the event panel. */
export interface MachineEventPanelProps {
  events: EnabledEvent[];
  log: InspectorLogEntry[];
  send: (event: EventObject) => void;
  sendJson: (text: string) => string | null;
  restart: () => void;
}

/** Buttons for the events of the current state, a box for any event as JSON, a restart and the log. */
export function MachineEventPanel({ events, log, send, sendJson, restart }: MachineEventPanelProps) {
  const [text, setText] = useState('{"type": ""}');
  const [problem, setProblem] = useState<string | null>(null);
  const boxId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(sendJson(text));
  };

  return (
    <section className={styles.panel} aria-labelledby={`${boxId}-heading`}>
      <h2 id={`${boxId}-heading`} className={styles.panelTitle}>
        Events
      </h2>
      {events.length === 0 ? (
        <p className={styles.muted}>The current state reacts to no event.</p>
      ) : (
        <ul className={styles.eventList}>
          {events.map((enabled) => (
            <li key={enabled.type} className={styles.eventItem}>
              <Button
                size="sm"
                variant={enabled.allowed ? 'primary' : 'secondary'}
                onClick={() => send(enabled.event)}
              >
                {enabled.type}
              </Button>
              {!enabled.allowed && <span className={styles.guard}>a guard refuses it now</span>}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Edit ${enabled.type} as JSON`}
                onClick={() => {
                  setText(toDisplayJson(enabled.event));
                  setProblem(null);
                }}
              >
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.jsonForm} onSubmit={submit}>
        <label htmlFor={boxId} className={styles.label}>
          Event as JSON
        </label>
        <textarea
          id={boxId}
          className={styles.jsonBox}
          value={text}
          rows={5}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(change) => setText(change.target.value)}
        />
        {problem && (
          <p id={problemId} role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" size="sm">
            Send event
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={restart}>
            Restart machine
          </Button>
        </div>
      </form>
      {log.length > 0 && (
        <>
          <h3 className={styles.subTitle}>Sent</h3>
          <ol className={styles.log} aria-label="Events sent, newest first">
            {log.map((entry) => (
              <li key={entry.id}>
                <code>{entry.event}</code> → <code>{entry.state}</code>
                {!entry.changed && <span className={styles.muted}> (ignored: nothing changed)</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
