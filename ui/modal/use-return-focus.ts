import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened without its Trigger: remember what had focus when it opened
 * and give focus back there when it closes.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current) return;
      event.preventDefault();
      if (opener.current.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}
