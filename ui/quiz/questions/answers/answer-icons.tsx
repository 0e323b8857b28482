import { type IconProps, SvgIcon } from '../../../icons/index.ts';

export function PaperclipIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m21.4 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
    </SvgIcon>
  );
}

export function MicrophoneIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4M8 22h8" />
    </SvgIcon>
  );
}

export function VideoCameraIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m22 8-6 4 6 4V8Z" />
      <rect x="2" y="6" width="14" height="12" rx="2" />
    </SvgIcon>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6" />
    </SvgIcon>
  );
}
