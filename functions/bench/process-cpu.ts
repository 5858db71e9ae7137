// CPU time of a process tree from /proc, split into DynamoDB Local (Java) and node: what the
// benches count per request, since latency on a shared machine moves with everyone else's work.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

function processTable(): Map<number, { parent: number; ticks: number; java: boolean }> {
  const table = new Map<number, { parent: number; ticks: number; java: boolean }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const java = readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('java\0');
      table.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), java });
    } catch {
      // ended while we looked
    }
  }
  return table;
}

/**
 * CPU time used so far by a process and everything below it, split into DynamoDB Local (Java)
 * and the rest (node). Unlike latency, this hardly changes with other work on the machine.
 */
export function cpuOfTree(root: number): { node: number; dynamo: number } {
  const table = processTable();
  const used = { node: 0, dynamo: 0 };
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const proc = table.get(pid);
    if (proc) used[proc.java ? 'dynamo' : 'node'] += proc.ticks * TICK_MS;
    for (const [child, info] of table) if (info.parent === pid) queue.push(child);
  }
  return used;
}
