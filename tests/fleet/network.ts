import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'

/*
| The fleet's network: one Linux bridge in the test's own namespace and one network
| namespace per host, joined to it by a veth pair. Everything lives in a private subnet
| of its own and nothing is routed anywhere else. Names carry the `lmf` prefix so a run
| that was aborted can be cleaned up by the next one.
*/

export const SUBNET = '10.213.77'
const BRIDGE = 'lmf0'
/** The test process's own address on the bridge. */
export const TEST_ADDRESS = `${SUBNET}.1`

export type Host = { name: string; ns: string; ip: string }

function ip(...args: string[]) {
  execFileSync('ip', args, { stdio: 'pipe' })
}

function quietly(work: () => void) {
  try {
    work()
  } catch {}
}

export function host(name: string, last: number): Host {
  return { name, ns: `lmf-${name}`, ip: `${SUBNET}.${last}` }
}

/** Removes every namespace and the bridge of this or an earlier run, killing what runs there. */
export function removeNetwork() {
  const namespaces = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.split(' ')[0])
    .filter((name) => name.startsWith('lmf-'))
  for (const ns of namespaces) {
    killAllIn(ns)
    quietly(() => ip('netns', 'del', ns))
  }
  /* A namespace lives on (with its end of the cable) until its killed processes are gone. */
  const cables = execFileSync('ip', ['-o', 'link', 'show'], { encoding: 'utf8' }).match(
    /\blmfv-[\w-]+(?=@)/g
  )
  for (const veth of cables ?? []) quietly(() => ip('link', 'del', veth))
  quietly(() => ip('link', 'del', BRIDGE))
}

export function createNetwork(hosts: Host[]) {
  removeNetwork()
  ip('link', 'add', BRIDGE, 'type', 'bridge')
  ip('addr', 'add', `${TEST_ADDRESS}/24`, 'dev', BRIDGE)
  ip('link', 'set', BRIDGE, 'up')
  for (const h of hosts) {
    const veth = `lmfv-${h.name}`
    ip('netns', 'add', h.ns)
    ip('link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', h.ns)
    ip('link', 'set', veth, 'master', BRIDGE, 'up')
    ip('-n', h.ns, 'addr', 'add', `${h.ip}/24`, 'dev', 'eth0')
    ip('-n', h.ns, 'link', 'set', 'eth0', 'up')
    ip('-n', h.ns, 'link', 'set', 'lo', 'up')
  }
}

/** The host's cable pulled: its packets go nowhere, and no peer hears its sockets close. */
export function unplug(h: Host) {
  ip('-n', h.ns, 'link', 'set', 'eth0', 'down')
}

export function plugIn(h: Host) {
  ip('-n', h.ns, 'link', 'set', 'eth0', 'up')
}

export function pidsIn(ns: string): number[] {
  try {
    return execFileSync('ip', ['netns', 'pids', ns], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

/** kill -9 of everything running in the namespace: the host loses power. */
export function killAllIn(ns: string) {
  for (const pid of pidsIn(ns)) quietly(() => process.kill(pid, 'SIGKILL'))
}

/**
 * Runs a command inside a host's namespace under the host's own name (a UTS namespace of its
 * own: what the process logs as `hostname`), with its own environment, output to a log file.
 */
export function runIn(
  h: Host,
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; log: string }
): ChildProcess {
  const fd = openSync(options.log, 'a')
  const named = ['unshare', '--uts', '--', 'sh', '-c', 'hostname "$0" && exec "$@"', h.name]
  const child = spawn('ip', ['netns', 'exec', h.ns, ...named, command, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...options.env },
    stdio: ['ignore', fd, fd],
  })
  closeSync(fd)
  return child
}
