export { type IconProps, SvgIcon } from './icon.tsx';
export * from './icons.tsx';
export * from './media-icons.tsx';
