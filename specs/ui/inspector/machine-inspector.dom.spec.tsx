import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { createMachineRegistry } from '../../../core/inspector/index.ts';
import { connectionMachine } from '../../../core/network/index.ts';
import { MachineInspector } from '../../../ui/inspector/index.ts';

afterEach(cleanup);

const doorMachine = setup({
  types: {
    events: {} as
      | { type: 'door.open' }
      | { type: 'door.close' }
      | { type: 'door.lock' }
      | { type: 'door.unlock' },
  },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'open', 'door.lock': 'locked' } },
    open: { on: { 'door.close': 'closed' } },
    locked: { on: { 'door.unlock': 'closed' } },
  },
});

function registry() {
  const machines = createMachineRegistry();
  machines.register({
    id: 'door',
    machine: doorMachine,
    description: 'A door that opens, closes and locks.',
  });
  machines.register({
    id: 'connection',
    machine: connectionMachine,
    description: 'The connection alert.',
    input: { online: true, effectiveType: '4g' },
  });
  return machines;
}

const stateText = () => screen.getByTestId('inspector-state').textContent;

describe('MachineInspector', () => {
  it('lists the registered machines and opens the one asked for', () => {
    render(<MachineInspector registry={registry()} initialMachineId="door" />);
    const nav = screen.getByRole('navigation', { name: 'Machines' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['connectionThe connection alert.', 'doorA door that opens, closes and locks.']);
    expect(within(nav).getByRole('button', { current: 'page' }).textContent).toContain('door');
    expect(stateText()).toBe('"closed"');
  });

  it('sends an event from its button and shows the new state, in the tree as well', async () => {
    const user = userEvent.setup();
    render(<MachineInspector registry={registry()} initialMachineId="door" />);
    expect(screen.queryByRole('button', { name: 'door.close' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'door.open' }));

    expect(stateText()).toBe('"open"');
    expect(screen.getByRole('button', { name: 'door.close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'door.open' })).toBeNull();
    const tree = screen.getByRole('list', { name: 'States and transitions' });
    const current = within(tree)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true')
      .map((item) => item.querySelector('span')?.textContent);
    expect(current).toEqual(['door', 'open']);
    expect(
      within(screen.getByRole('list', { name: 'Events sent, newest first' })).getByText('"open"'),
    ).toBeTruthy();
  });

  it('is driven by keyboard alone', async () => {
    const user = userEvent.setup();
    render(<MachineInspector registry={registry()} initialMachineId="door" />);
    screen.getByRole('button', { name: 'door.lock' }).focus();
    await user.keyboard('{Enter}');
    expect(stateText()).toBe('"locked"');
  });

  it('sends an event typed as JSON to a machine whose adapter is inert, and shows the context', async () => {
    const user = userEvent.setup();
    render(<MachineInspector registry={registry()} initialMachineId="connection" />);
    expect(screen.getByTestId('inspector-status').textContent).toBe('active');
    expect(stateText()).toBe('"good"');

    const box = screen.getByLabelText('Event as JSON');
    await user.clear(box);
    await user.type(box, '{{"type": "network.went_offline"}');
    await user.click(screen.getByRole('button', { name: 'Send event' }));

    expect(stateText()).toBe('"none"');
    expect(JSON.parse(screen.getByTestId('inspector-context').textContent ?? '')).toEqual({
      online: false,
      effectiveType: '4g',
    });
  });

  it('explains an event it cannot read', async () => {
    const user = userEvent.setup();
    render(<MachineInspector registry={registry()} initialMachineId="door" />);
    const box = screen.getByLabelText('Event as JSON');
    await user.clear(box);
    await user.type(box, 'door.open');
    await user.click(screen.getByRole('button', { name: 'Send event' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Not valid JSON/);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(stateText()).toBe('"closed"');
  });

  it('switches machines and restarts a run', async () => {
    const user = userEvent.setup();
    render(<MachineInspector registry={registry()} initialMachineId="door" />);
    await user.click(screen.getByRole('button', { name: 'door.open' }));
    await user.click(screen.getByRole('button', { name: 'Restart machine' }));
    expect(stateText()).toBe('"closed"');

    await user.click(screen.getByRole('button', { name: /^connection/ }));
    expect(stateText()).toBe('"good"');
    expect(screen.getByRole('button', { name: 'network.went_offline' })).toBeTruthy();
  });

  it('runs the real i18n loader with an inert fetch and lets QA answer for it', async () => {
    const user = userEvent.setup();
    render(<MachineInspector initialMachineId="i18n" />);
    const nav = screen.getByRole('navigation', { name: 'Machines' });
    expect(within(nav).getByRole('button', { name: /^i18n/ })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /^connection/ })).toBeTruthy();
    expect(stateText()).toBe('"loading"');

    await user.click(screen.getByRole('button', { name: 'xstate.done.actor.fetchTranslations' }));

    expect(JSON.parse(stateText() ?? '')).toEqual({ ready: 'fresh' });
    expect(screen.getByTestId('inspector-context').textContent).toContain('save (uk, QA)');
  });
});
