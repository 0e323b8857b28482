import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createMachineRegistry } from '../../../core/inspector/index.ts';

const door = createMachine({ id: 'door', initial: 'closed', states: { closed: {}, open: {} } });
const lamp = createMachine({ id: 'lamp', initial: 'off', states: { off: {}, on: {} } });

describe('machine registry', () => {
  it('lists registrations by id and finds one by id', () => {
    const registry = createMachineRegistry();
    registry.register({ id: 'lamp', machine: lamp, description: 'A lamp.' });
    registry.register({ id: 'door', machine: door, description: 'A door.' });
    expect(registry.list().map((registration) => registration.id)).toEqual(['door', 'lamp']);
    expect(registry.get('door')?.machine).toBe(door);
    expect(registry.get('window')).toBeUndefined();
  });

  it('replaces a registration of the same machine (hot reload)', () => {
    const registry = createMachineRegistry();
    registry.register({ id: 'door', machine: door, description: 'old' });
    registry.register({ id: 'door', machine: door, description: 'new' });
    expect(registry.list()).toHaveLength(1);
    expect(registry.get('door')?.description).toBe('new');
  });

  it('refuses one id for two different machines', () => {
    const registry = createMachineRegistry();
    registry.register({ id: 'door', machine: door, description: 'A door.' });
    expect(() => registry.register({ id: 'door', machine: lamp, description: 'A lamp.' })).toThrow(
      /already registered/,
    );
  });
});
