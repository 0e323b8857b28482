import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type AccountFlowEvent,
  type AccountFlowView,
  type ConfirmInput,
  type FlowSent,
  type FlowValues,
  selectAccountFlowView,
  startingAccountFlowView,
} from '../../core/account/index.ts';
import { loadCodeWhenOnline, useSnapshotOnceRunning } from '../on-demand/code-on-demand.ts';
import type { AccountFormStatus } from './account-forms.tsx';
import type { AccountFlowActor } from './start-account-flow.ts';

/** The calls of one account flow, made by the app: the form's send, and the code's confirm where it has one. */
export interface AccountFlowCalls {
  send: (values: FlowValues) => Promise<FlowSent>;
  confirm?: (input: ConfirmInput) => Promise<unknown>;
  /** Told once each time the flow finishes, with what it answered. */
  onDone?: (result: unknown) => void;
}

/** What an account form gets: the flow's view, its status as the forms take it, and the commands. */
export interface AccountFlowBinding {
  view: AccountFlowView;
  status: AccountFormStatus;
  submit: (values: FlowValues) => void;
  confirm: (code: string, extra?: FlowValues) => void;
  resend: () => void;
  back: () => void;
}

const STARTING_VIEW = startingAccountFlowView();

/**
 * Binds the account flow machine to the app's calls (docs/account.md). The form draws at once from the
 * machine's starting view; the machine (with XState) loads after that first draw. A form sent before it
 * has loaded shows as sending and goes to it, in order, when it starts; code that could not load is asked
 * for again once the connection is back.
 */
export function useAccountFlow(calls: AccountFlowCalls): AccountFlowBinding {
  // The latest calls are read when the machine runs them.
  const latest = useRef(calls);
  latest.current = calls;
  const running = useRef<AccountFlowActor | null>(null);
  const early = useRef<AccountFlowEvent[]>([]);
  const [flow, setFlow] = useState<AccountFlowActor | null>(null);
  const [sentEarly, setSentEarly] = useState(false);
  useEffect(() => {
    const stop = loadCodeWhenOnline(
      () => import('./start-account-flow.ts'),
      ({ startAccountFlow }) => {
        const started = startAccountFlow(() => latest.current);
        running.current = started;
        for (const event of early.current.splice(0)) started.send(event);
        setFlow(started);
      },
    );
    return () => {
      stop();
      running.current?.stop();
      running.current = null;
    };
  }, []);
  const snapshot = useSnapshotOnceRunning(flow);
  const view = useMemo(
    () =>
      snapshot
        ? selectAccountFlowView(snapshot)
        : sentEarly
          ? { ...STARTING_VIEW, pending: true }
          : STARTING_VIEW,
    [snapshot, sentEarly],
  );
  const send = (event: AccountFlowEvent) => {
    if (running.current) return running.current.send(event);
    early.current.push(event);
    if (event.type === 'form.submit') setSentEarly(true);
  };
  return {
    view,
    status: { pending: view.pending, formError: view.errors.formError, fieldErrors: view.errors.fieldErrors },
    submit: (values) => send({ type: 'form.submit', values }),
    confirm: (code, extra) => send({ type: 'code.submit', code, extra }),
    resend: () => send({ type: 'code.resend' }),
    back: () => send({ type: 'form.back' }),
  };
}
