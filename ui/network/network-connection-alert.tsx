import { ConnectionAlertBar } from './connection-alert-bar.tsx';
import { type UseConnectionAlertOptions, useConnectionAlert } from './use-connection-alert.ts';

/** The bar bound to the browser's network from its first draw (stories and specs; the app's layouts draw `ConnectionAlertOnDemand`). */
export function NetworkConnectionAlert(props: UseConnectionAlertOptions) {
  const view = useConnectionAlert(props);
  return <ConnectionAlertBar alert={view.alert} />;
}
