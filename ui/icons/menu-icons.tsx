import { type IconProps, SvgIcon } from './icon.tsx';

// A menu's arrows, drawn rather than typed: the ‹ › characters they replace sat on the text's baseline
// in whatever face the system has, never centred in the row.

/** Back to the menu above (a submenu's first row). */
export function MenuBackIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14.5 6 8.5 12l6 6" />
    </SvgIcon>
  );
}
/** Opens a submenu (the end of the row that leads to it). */
export function SubmenuIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m9.5 6 6 6-6 6" />
    </SvgIcon>
  );
}
