// Who a view comes from, for counting one view per visitor: the client's address. An IPv6 address is cut
// to its /64, the block one home or phone is given, so rotating the rest of it does not make a new
// visitor; an IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
import { isIPv6 } from 'node:net';

/** How many 16-bit groups these parts of an IPv6 address fill (a trailing IPv4 part fills two). */
const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);

export function viewerOf(address: string): string {
  const bare = (address.split('%')[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const [head = '', tail] = bare.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - width(before) - width(after))).fill('0');
  const groups = [...before, ...zeros, ...after].slice(0, 4);
  return `${groups.map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}
