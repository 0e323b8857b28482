import type { SnapshotFrom } from 'xstate';
import type { dropdownMachine } from './dropdown.machine.ts';

/** What a dropdown view needs from the machine. */
export interface DropdownView {
  isOpen: boolean;
  isReadOnly: boolean;
  search: string;
  highlightedKey: string | null;
}

/** Turns a dropdown snapshot into the flags its view reads. */
export function selectDropdownView(snapshot: SnapshotFrom<typeof dropdownMachine>): DropdownView {
  return {
    isOpen: snapshot.hasTag('open'),
    isReadOnly: snapshot.context.readOnly,
    search: snapshot.context.search,
    highlightedKey: snapshot.context.highlightedKey,
  };
}
