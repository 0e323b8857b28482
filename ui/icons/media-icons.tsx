import { type IconProps, SvgIcon } from './icon.tsx';

// The players' transport controls, drawn rather than typed: the ▶ ❚❚ ■ glyphs and "−10"/"+10" labels
// they replace depend on the system's fonts (empty boxes or another face on Debian's Chromium).

export function PlayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M7.5 4.8v14.4a.8.8 0 0 0 1.2.7l11.3-7.2a.8.8 0 0 0 0-1.4L8.7 4.1a.8.8 0 0 0-1.2.7z"
        fill="currentColor"
      />
    </SvgIcon>
  );
}
export function PauseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    </SvgIcon>
  );
}
export function StopIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="6" y="6" width="12" height="12" rx="1.5" fill="currentColor" />
    </SvgIcon>
  );
}
/** A seek control: a turn (its arc and arrowhead) with "10" inside. */
function SeekTenIcon({ arc, head, ...props }: IconProps & { arc: string; head: string }) {
  return (
    <SvgIcon {...props}>
      <path d={arc} />
      <path d={head} />
      <path d="M8.6 10.4 10.2 9v6.2" strokeWidth={1.6} />
      <ellipse cx="14.3" cy="12.1" rx="1.9" ry="3.1" strokeWidth={1.6} />
    </SvgIcon>
  );
}
/** A turn back with "10" inside: back ten seconds. */
export function Back10Icon(props: IconProps) {
  return <SeekTenIcon {...props} arc="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" head="M3 3v5h5" />;
}
/** A turn forward with "10" inside: forward ten seconds. */
export function Forward10Icon(props: IconProps) {
  return <SeekTenIcon {...props} arc="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" head="M21 3v5h-5" />;
}
