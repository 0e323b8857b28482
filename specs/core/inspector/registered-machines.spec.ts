import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import '../../../core/inspector/registered-machines.ts';
import {
  inspectableMachine,
  listMachines,
  listTransitions,
  registrationInput,
  sampleEventsFor,
} from '../../../core/inspector/index.ts';

const root = resolve(import.meta.dirname, '../../..');

function machineFiles(): string[] {
  return readdirSync(join(root, 'core'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.machine.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'provide' in value &&
    typeof (value as { provide: unknown }).provide === 'function'
  );
}

describe('machine registry of the inspector', () => {
  it('finds the machine files of core (the check below can fail)', () => {
    expect(machineFiles()).toEqual(
      expect.arrayContaining(['core/i18n/i18n.machine.ts', 'core/network/connection.machine.ts']),
    );
  });

  it('has every machine exported by a core/**/*.machine.ts file registered', async () => {
    const registered = new Set(listMachines().map((registration) => registration.machine));
    const missing: string[] = [];
    for (const file of machineFiles()) {
      const module: Record<string, unknown> = await import(join(root, file));
      const machines = Object.entries(module).filter(([, value]) => isStateMachine(value));
      expect(machines.length, `${file} exports no machine`).toBeGreaterThan(0);
      for (const [name, machine] of machines) {
        if (!registered.has(machine as AnyStateMachine)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing, 'register these in core/inspector/registered-machines.ts').toEqual([]);
  });

  it('gives each registration its own id', () => {
    const ids = listMachines().map((registration) => registration.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const registration of listMachines()) {
    it(`${registration.id}: starts on the QA page with inert actors, without an error`, () => {
      const actor = createActor(inspectableMachine(registration), { input: registrationInput(registration) });
      const errors: unknown[] = [];
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.start();
      expect(errors).toEqual([]);
      expect(actor.getSnapshot().status).toBe('active');
      actor.stop();
    });

    it(`${registration.id}: offers only sample events the machine knows`, () => {
      const actor = createActor(inspectableMachine(registration), {
        input: registrationInput(registration),
      }).start();
      const known = new Set(listTransitions(registration.machine).map((transition) => transition.event));
      const unknown = sampleEventsFor(registration, actor.getSnapshot())
        .map((event) => event.type)
        .filter((type) => !known.has(type));
      expect(unknown).toEqual([]);
      actor.stop();
    });
  }
});
