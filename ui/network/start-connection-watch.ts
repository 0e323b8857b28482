import { createActor } from 'xstate';
import { connectionMachine, type NetworkStatus } from '../../core/network/index.ts';
import { browserNetworkAdapter } from './browser-network-adapter.ts';

/** Starts the connection machine on the browser's network; loaded after the page's first draw. */
export function startConnectionWatch(initial: NetworkStatus) {
  return createActor(connectionMachine.provide({ actors: { watchNetwork: browserNetworkAdapter() } }), {
    input: initial,
  }).start();
}

/** A running connection machine. */
export type ConnectionWatch = ReturnType<typeof startConnectionWatch>;
