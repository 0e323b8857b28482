export * from './dropdown.constants.ts';
export { dropdownMachine } from './dropdown.machine.ts';
export { type DropdownView, selectDropdownView } from './dropdown.select.ts';
export type {
  DropdownContext,
  DropdownEmitted,
  DropdownEvent,
  DropdownInput,
  DropdownOption,
} from './dropdown.types.ts';
export { type HighlightMove, moveDropdownHighlight } from './dropdown-navigation.ts';
export {
  dropdownOptionFullText,
  dropdownOptionKey,
  dropdownOptionText,
  trimDropdownLabel,
} from './dropdown-option-label.ts';
export { filterDropdownOptions } from './filter-dropdown-options.ts';
