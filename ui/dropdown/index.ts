export type { DropdownOption } from '../../core/dropdown/index.ts';
export { Dropdown, type DropdownProps } from './dropdown.tsx';
export { DropdownOptionContent } from './dropdown-option-content.tsx';
export { type DropdownBinding, type UseDropdownOptions, useDropdown } from './use-dropdown.ts';
