/**
 * `npm run bench`: measures, then writes the figures to docs/benchmarks.md. Benchmarks are not tests;
 * each table compares against a baseline measured in the same run, so a busy machine shows in both.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { permissionBenchmarks } from '../bench/permissions.bench.ts';
import { serverBenchmarks } from '../bench/server.bench.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const sections = [await serverBenchmarks(), await permissionBenchmarks()];
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const report = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}).`,
  'Times are medians of repeated calls after a warm-up; compare rows within a table, not across runs.',
  '',
  ...sections.flatMap((section) => [section, '']),
].join('\n');
writeFileSync(path.join(root, 'docs/benchmarks.md'), report);
console.log(report);
