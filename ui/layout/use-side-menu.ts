import { useCallback, useState } from 'react';

/** Open and collapsed state shared by the SideMenu and its phone menu button. */
export interface SideMenuState {
  /** Desktop: only icons are shown. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Phone: the drawer is open. */
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

/** Holds the side menu's state; spread the result into `<SideMenu>` and pass it to `<SideMenuButton>`. */
export function useSideMenuState(options: { defaultCollapsed?: boolean } = {}): SideMenuState {
  const [collapsed, setCollapsed] = useState(options.defaultCollapsed ?? false);
  const [mobileOpen, setMobileOpen] = useState(false);
  return {
    collapsed,
    onCollapsedChange: useCallback((next: boolean) => setCollapsed(next), []),
    mobileOpen,
    onMobileOpenChange: useCallback((next: boolean) => setMobileOpen(next), []),
  };
}
