/** Spec 1 §3 Dropdown option: every field a list entry may carry; which one names it varies by source. */
export interface DropdownOption {
  id?: string | number;
  name?: string;
  /** The full name when `name` is a short form. */
  name_full?: string;
  methodable_title?: string;
  original_name?: string;
  title?: string;
  label?: string;
  value?: string | number;
  text?: string;
  /** Picture shown before the label (people, cabinets). */
  avatar_url?: string;
  /** Background behind the initials when there is no avatar picture. */
  bg_color?: string;
  /** An icon: an image address or a one-character glyph. */
  icon?: string;
  /** A colour swatch shown before the label (statuses, tags). */
  color?: string;
  /** Draws a divider after this option. */
  divide?: boolean;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** What the dropdown machine keeps. */
export interface DropdownContext {
  /** Spec 1 §4: a read-only dropdown never opens. */
  readOnly: boolean;
  /** Closes after a choice (single choice) or stays open (several choices). */
  closeOnSelect: boolean;
  /** The text typed into the search box. */
  search: string;
  /** Key of the option the keyboard is on, if any. */
  highlightedKey: string | null;
}

/** How a dropdown starts. */
export interface DropdownInput {
  readOnly?: boolean;
  closeOnSelect?: boolean;
  /** Key of the selected option, highlighted when the list opens. */
  selectedKey?: string | null;
}

/** Requests from the person and facts from the page. */
export type DropdownEvent =
  | { type: 'dropdown.open'; highlightedKey?: string | null }
  | { type: 'dropdown.close' }
  | { type: 'dropdown.toggle'; highlightedKey?: string | null }
  | { type: 'outside.clicked' }
  | { type: 'escape.pressed' }
  | { type: 'search.change'; text: string }
  | { type: 'option.highlight'; key: string | null }
  | { type: 'option.select'; key: string }
  | { type: 'readonly.changed'; readOnly: boolean };

/** Emitted when the person chooses an option. */
export type DropdownEmitted = { type: 'option.selected'; key: string };
