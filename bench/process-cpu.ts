import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system, every thread) a process has used so far, read from Linux's
 * /proc/<pid>/stat (100 ticks a second). The benches read it for their server children before and
 * after a measured part: CPU per unit of work hardly depends on what else runs on the machine, where
 * wall-clock throughput does.
 */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
