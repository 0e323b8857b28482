import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../app/server/node-flags.ts';

const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const NODE = path.join(root, 'node_modules/.bin/node');

/** The young generation's size after a burst of briefly kept objects, in MiB, under the given flags. */
function youngGenerationAfterBurst(flags: readonly string[]): number {
  const script = `
    // Objects that live a little while (the last 400,000), as a server's requests make: V8 grows the
    // young generation to its limit for them.
    const ring = new Array(400000);
    for (let i = 0; i < 8e6; i += 1) ring[i % 400000] = { a: i, b: [i, i] };
    const keep = ring.length;
    const space = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    process.stdout.write(String(Math.round(space.space_size / 2 ** 20)) + ' ' + keep);`;
  return Number(execFileSync(NODE, [...flags, '-e', script], { encoding: 'utf8' }).split(' ')[0]);
}

describe('the server’s Node flags', () => {
  it('are the ones npm start runs with', () => {
    const start = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts.start;
    for (const flag of SERVER_NODE_FLAGS) expect((start ?? '').split(' ')).toContain(flag);
    // And with the server's environment, set before the command (it must be there when the process starts).
    const words = (start ?? '').split(' ');
    const command = words.indexOf('node');
    for (const [name, value] of Object.entries(SERVER_ENV))
      expect(words.slice(0, command)).toContain(`${name}=${value}`);
  });

  it('keep the young generation to two 16 MiB semi-spaces at most, whatever the machine’s memory', () => {
    expect(youngGenerationAfterBurst(SERVER_NODE_FLAGS)).toBeLessThanOrEqual(32);
  });
});
