import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  SideMenu,
  SideMenuButton,
  type SideMenuSection,
  useSideMenuState,
} from '../../../ui/layout/index.ts';
import { renderUi } from '../render-ui.tsx';

const sections: SideMenuSection[] = [
  {
    id: 'products',
    title: 'Products',
    items: [
      { href: '/expert/courses', label: 'Courses', active: true, badge: 3 },
      { href: '/expert/marathons', label: 'Marathons' },
      { href: '/expert/consultations', label: 'Consultations', disabled: true },
    ],
  },
  { id: 'crm', title: 'CRM', items: [{ href: '/expert/crm/contacts', label: 'Contacts' }] },
];

function Menu() {
  const menu = useSideMenuState();
  return (
    <>
      <SideMenuButton open={menu.mobileOpen} onOpenChange={menu.onMobileOpenChange} />
      <SideMenu sections={sections} {...menu} />
    </>
  );
}

function Collapsible() {
  const [collapsed, setCollapsed] = useState(false);
  return <SideMenu sections={sections} collapsed={collapsed} onCollapsedChange={setCollapsed} />;
}

describe('SideMenu', () => {
  it('lists sections as named lists of links and marks the current page', () => {
    renderUi(<SideMenu sections={sections} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const products = within(nav).getByRole('list', { name: 'Products' });
    expect(within(products).getAllByRole('link')).toHaveLength(3);
    const current = within(nav).getByRole('link', { name: /Courses/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/expert/courses');
  });

  it('shows a disabled entry as disabled and gives it nowhere to go', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderUi(
      <SideMenu
        sections={sections}
        linkComponent={({ href, ...rest }) => <a href={href} {...rest} onClick={onNavigate} />}
      />,
    );
    const disabled = screen.getByRole('link', { name: 'Consultations' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    expect(disabled.hasAttribute('href')).toBe(false);
    await user.click(disabled);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('collapses to icons and back with a button that reports its state, keeping link names', async () => {
    const user = userEvent.setup();
    renderUi(<Collapsible />);
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand menu' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('aside')?.hasAttribute('data-collapsed')).toBe(true);
    expect(screen.getByRole('link', { name: /Marathons/ })).toBeTruthy();
    await user.click(expand);
    expect(document.querySelector('aside')?.hasAttribute('data-collapsed')).toBe(false);
  });

  it('on a phone opens as a drawer from the menu button, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderUi(<Menu />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(drawer.id);
    expect(within(drawer).getByRole('link', { name: /Contacts/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the drawer when an entry is followed', async () => {
    const user = userEvent.setup();
    renderUi(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    within(drawer)
      .getByRole('link', { name: /Marathons/ })
      .addEventListener('click', (event) => event.preventDefault());
    await user.click(within(drawer).getByRole('link', { name: /Marathons/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
