// CPU time used by this bench's child processes (the local runtime, DynamoDB Local, and each kind
// of Chromium process by its --type=), read from /proc so the figures exclude other work on the
// machine. Linux only: elsewhere the snapshot is empty and the bench prints no per-process lines.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ProcessInfo {
  pid: number;
  ppid: number;
  label: string;
  cpuMs: number;
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state ppid ... utime(14th) stime(15th), 1-based over the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return { pid, ppid, label: labelOf(cmdline), cpuMs };
  } catch {
    return null; // exited meanwhile, or no /proc
  }
}

function labelOf(cmdline: string[]): string {
  // Chromium's child processes rewrite their argv into one space-separated string.
  const line = cmdline.join(' ');
  const program = line.split(' ')[0] ?? '';
  if (program.endsWith('java')) return 'dynamodb-local';
  if (program.includes('chrom')) {
    const type = /--type=([\w-]+)/.exec(line)?.[1];
    const sub = /--utility-sub-type=([\w.]+)/.exec(line)?.[1];
    if (!type) return 'chromium browser';
    return `chromium ${type}${sub ? ` (${sub})` : ''}`;
  }
  if (line.includes('local/main.ts')) return 'server (node)';
  return program.split('/').pop() ?? program;
}

/** CPU ms per process label, summed over every descendant of this process. */
export function cpuByProcess(): Map<string, number> {
  let all: ProcessInfo[] = [];
  try {
    all = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => readProcess(Number(name)))
      .filter((info): info is ProcessInfo => info !== null);
  } catch {
    return new Map();
  }
  const children = new Map<number, ProcessInfo[]>();
  for (const info of all) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  const totals = new Map<string, number>();
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      totals.set(child.label, (totals.get(child.label) ?? 0) + child.cpuMs);
      visit(child.pid);
    }
  };
  visit(process.pid);
  return totals;
}

/** What each process used between two snapshots, largest first. */
export function cpuDelta(before: Map<string, number>, after: Map<string, number>): [string, number][] {
  return [...after]
    .map(([label, ms]): [string, number] => [label, ms - (before.get(label) ?? 0)])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
}
