import type { ReactNode } from 'react';
import { SvgIcon } from '../../../ui/icons/icon.tsx';

/** Strokes of the expert menu's icons, by the icon names of core/navigation's menu. */
const PATHS: Record<string, ReactNode> = {
  book: <path d="M4 19.5V5a2 2 0 0 1 2-2h13v16H6.5A2.5 2.5 0 0 0 4 21.5v-2ZM8 7h7" />,
  flag: <path d="M5 21V4m0 0h11l-2 4 2 4H5" />,
  lock: <path d="M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11" />,
  chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12Z" />,
  inbox: <path d="M3 13h5l1.5 3h5L16 13h5M5.5 5h13L21 13v6H3v-6l2.5-8Z" />,
  map: <path d="m9 4-6 3v13l6-3 6 3 6-3V4l-6 3-6-3Zm0 0v13m6-10v13" />,
  pencil: <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4 11.5-11.5Z" />,
  check: <path d="M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9" />,
  video: <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" />,
  users: (
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  ),
  list: <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  cart: (
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6m3 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
  ),
  briefcase: <path d="M3 8h18v12H3zM8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18" />,
  tasks: <path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />,
  megaphone: (
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm13-3a5 5 0 0 1 0 8m3-11a9 9 0 0 1 0 14" />
  ),
  globe: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  ),
  layout: <path d="M3 3h18v18H3zM3 9h18M9 21V9" />,
  bot: <path d="M5 8h14v11H5zM12 8V4m-3 9h.01M15 13h.01M9 17h6" />,
  mail: <path d="M3 5h18v14H3zm0 1 9 7 9-7" />,
  template: <path d="M4 4h16v6H4zM4 14h7v6H4zM15 14h5v6h-5z" />,
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />,
  cloud: <path d="M17.5 19a4.5 4.5 0 1 0-1.4-8.8A6 6 0 1 0 6 16.7 3 3 0 0 0 7 19h10.5Z" />,
  tag: <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01" />,
  ticket: <path d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3v4Zm10-4v2m0 4v2m0 4v2" />,
  handshake: (
    <path d="m11 17 2 2a1.4 1.4 0 0 0 2-2m-2-2 2.5 2.5a1.4 1.4 0 0 0 2-2L14 12l-3 1-2-2 4-4 7 7M3 11l4-4 3 1m-7 3 6 6a1.4 1.4 0 0 0 2-2" />
  ),
  chart: <path d="M3 3v18h18M7 15l4-4 3 3 6-6" />,
  coins: <path d="M9 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm9.1-3.6A6 6 0 1 1 10.4 18M7 6h2v4" />,
  presentation: <path d="M2 3h20M4 3v11h16V3M12 14v4m-4 3 4-3 4 3" />,
  award: (
    <path d="M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-3.5 4.5L9 14m6.5 5.5L15 14m-6.5 5.5L12 18l3.5 1.5" />
  ),
  plug: <path d="M9 2v6m6-6v6M6 8h12v4a6 6 0 0 1-12 0V8Zm6 10v4" />,
  code: <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />,
};

/** The icon of an expert menu item; an unknown name draws a neutral dot rather than nothing. */
export function MenuIcon({ name, size = 20 }: { name: string; size?: number }) {
  return <SvgIcon size={size}>{PATHS[name] ?? <circle cx="12" cy="12" r="3" />}</SvgIcon>;
}
