import { fromCallback } from 'xstate';
import type { ConnectionEvent } from '../../../core/network/index.ts';

/** A `watchNetwork` adapter the spec drives by hand, as the browser would through its events. */
export function fakeNetworkAdapter() {
  let sendBack: ((event: ConnectionEvent) => void) | null = null;
  let stopped = 0;
  const logic = fromCallback<ConnectionEvent>(({ sendBack: send }) => {
    sendBack = send;
    return () => {
      stopped += 1;
      sendBack = null;
    };
  });
  return {
    logic,
    report: (event: ConnectionEvent) => {
      if (!sendBack) throw new Error('the network adapter is not running');
      sendBack(event);
    },
    isRunning: () => sendBack !== null,
    stopCount: () => stopped,
  };
}
