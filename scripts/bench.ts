/**
 * `npm run bench`: measures, then writes the figures to docs/benchmarks.md. Benchmarks are not tests;
 * each table compares against a baseline measured in the same run, so a busy machine shows in both.
 * `npm run bench -- <name>` runs only bench/<name>.bench.ts and replaces its section, keeping the others.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { permissionBenchmarks } from '../bench/permissions.bench.ts';
import { serverBenchmarks } from '../bench/server.bench.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const target = path.join(root, 'docs/benchmarks.md');
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const today = new Date().toISOString().slice(0, 10);

/** Sections run by a named bench live between markers, so a later run of one replaces only its own. */
const marked = (name: string, body: string) => `<!-- bench:${name} -->\n${body}\n<!-- /bench:${name} -->`;
const MARKED = /<!-- bench:([\w-]+) -->\n[\s\S]*?\n<!-- \/bench:\1 -->/g;

const name = process.argv[2];
const previous = existsSync(target) ? readFileSync(target, 'utf8') : '';
let report: string;
if (name) {
  const module = (await import(`../bench/${name}.bench.ts`)) as { default: () => Promise<string> };
  const section = marked(name, `${await module.default()}\n\n_Run on ${today} (${machine})._`);
  const pattern = new RegExp(`<!-- bench:${name} -->\\n[\\s\\S]*?\\n<!-- /bench:${name} -->`);
  report = pattern.test(previous)
    ? previous.replace(pattern, () => section)
    : `${previous.trimEnd()}\n\n${section}\n`;
  console.log(section);
} else {
  const kept = [...previous.matchAll(MARKED)].map((match) => match[0]);
  const sections = [await serverBenchmarks(), await permissionBenchmarks()];
  report = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${today} (${machine}).`,
    'Times are medians of repeated calls after a warm-up; compare rows within a table, not across runs.',
    '',
    ...sections.flatMap((section) => [section, '']),
    ...kept.flatMap((section) => [section, '']),
  ].join('\n');
  console.log(report);
}
writeFileSync(target, report);
