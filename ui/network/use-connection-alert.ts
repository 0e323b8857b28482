import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorLogic } from 'xstate';
import {
  type ConnectionView,
  connectionMachine,
  type NetworkStatus,
  selectConnectionView,
} from '../../core/network/index.ts';
import { browserNetworkAdapter } from './browser-network-adapter.ts';
import { readBrowserNetworkStatus } from './browser-network-status.ts';

/** Options of `useConnectionAlert`; the defaults watch the browser. */
export interface UseConnectionAlertOptions {
  /** The `watchNetwork` actor; `browserNetworkAdapter()` by default. */
  watchNetwork?: AnyActorLogic;
  /** The status to start from; read from the browser by default. */
  initial?: NetworkStatus;
}

/** Runs the connection machine for the page and returns what the alert bar shows. */
export function useConnectionAlert(options: UseConnectionAlertOptions = {}): ConnectionView {
  const { watchNetwork } = options;
  const machine = useMemo(
    () => connectionMachine.provide({ actors: { watchNetwork: watchNetwork ?? browserNetworkAdapter() } }),
    [watchNetwork],
  );
  const actor = useActorRef(machine, { input: options.initial ?? readBrowserNetworkStatus() });
  return useSelector(actor, selectConnectionView);
}
