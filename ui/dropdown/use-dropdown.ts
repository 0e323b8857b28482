import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  type DropdownContext,
  type DropdownView,
  dropdownMachine,
  selectDropdownView,
} from '../../core/dropdown/index.ts';

/** Options of useDropdown. */
export interface UseDropdownOptions {
  readOnly?: boolean;
  closeOnSelect?: boolean;
  onSelect: (key: string) => void;
  /** Starts in this state instead of closed (stories and specs freeze a state this way). */
  initialState?: { value: 'closed' | 'open'; context?: Partial<DropdownContext> };
}

/** The dropdown machine's view and the commands a dropdown view sends. */
export interface DropdownBinding {
  view: DropdownView;
  open: (highlightedKey?: string | null) => void;
  close: () => void;
  outsideClicked: () => void;
  escapePressed: () => void;
  search: (text: string) => void;
  highlight: (key: string | null) => void;
  select: (key: string) => void;
}

/** Binds the dropdown machine (open/closed, search, highlight); a choice is reported through `onSelect`. */
export function useDropdown({
  readOnly = false,
  closeOnSelect = true,
  onSelect,
  initialState,
}: UseDropdownOptions): DropdownBinding {
  const actorRef = useActorRef(dropdownMachine, {
    input: { readOnly, closeOnSelect },
    snapshot: initialState
      ? dropdownMachine.resolveState({
          value: initialState.value,
          context: { readOnly, closeOnSelect, search: '', highlightedKey: null, ...initialState.context },
        })
      : undefined,
  });
  const view = useSelector(actorRef, selectDropdownView);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    const subscription = actorRef.on('option.selected', (event) => onSelectRef.current(event.key));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  useEffect(() => {
    actorRef.send({ type: 'readonly.changed', readOnly });
  }, [actorRef, readOnly]);

  return {
    view,
    open: (highlightedKey) => actorRef.send({ type: 'dropdown.open', highlightedKey }),
    close: () => actorRef.send({ type: 'dropdown.close' }),
    outsideClicked: () => actorRef.send({ type: 'outside.clicked' }),
    escapePressed: () => actorRef.send({ type: 'escape.pressed' }),
    search: (text) => actorRef.send({ type: 'search.change', text }),
    highlight: (key) => actorRef.send({ type: 'option.highlight', key }),
    select: (key) => actorRef.send({ type: 'option.select', key }),
  };
}
