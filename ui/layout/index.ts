export { Card, type CardProps } from '../primitives/card.tsx';
export { EmptyState, type EmptyStateProps } from '../primitives/empty-state.tsx';
export { AppHeader, type AppHeaderProps } from './app-header.tsx';
export { AppLayout, type AppLayoutProps } from './app-layout.tsx';
export { Grid, type GridProps } from './grid.tsx';
export { PageHeader, type PageHeaderProps } from './page-header.tsx';
export { SideMenu, type SideMenuItem, type SideMenuProps, type SideMenuSection } from './side-menu.tsx';
export { SIDE_MENU_DRAWER_ID, SideMenuButton, type SideMenuButtonProps } from './side-menu-button.tsx';
export { type SideMenuState, useSideMenuState } from './use-side-menu.ts';
