import { isIP } from 'node:net';

// Which network addresses an image import may connect to (OWASP SSRF prevention cheat sheet): only
// public unicast ones. Loopback, private, shared (CGNAT), link-local, unique-local, multicast,
// unspecified, documentation and reserved ranges are refused, for IPv4 and IPv6 alike; an IPv6 address
// that carries an IPv4 one (IPv4-mapped, IPv4-compatible, NAT64, 6to4) is judged by the IPv4 one inside.

/** A refused range: the address bytes' prefix and its length in bits. */
type Range = readonly [bytes: readonly number[], bits: number];

const REFUSED_V4: readonly Range[] = [
  [[0], 8], // "this network", 0.0.0.0 unspecified
  [[10], 8], // private
  [[100, 64], 10], // shared address space (carrier-grade NAT)
  [[127], 8], // loopback
  [[169, 254], 16], // link-local (cloud metadata at 169.254.169.254)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, and 255.255.255.255 broadcast
];

const REFUSED_V6: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96], // ::/96: unspecified, loopback, IPv4-compatible (judged apart)
  [[0, 0x64, 0xff, 0x9b, 0, 1], 48], // local-use NAT64
  [[1, 0, 0, 0, 0, 0, 0, 0], 64], // discard-only
  [[0x20, 0x01, 0, 0], 32], // Teredo (its IPv4 is obfuscated: refused whole)
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x01, 0, 0x10], 28], // ORCHID
  [[0x3f, 0xff], 20], // documentation (2024)
  [[0xfc], 7], // unique-local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 1) {
    const index = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (one `isIP` accepted), a trailing dotted IPv4 part included. */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail = ipv4Bytes(dotted[1]!);
    text = `${text.slice(0, dotted.index)}0:0`;
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = groups(head);
  const back = rest === undefined ? [] : groups(rest);
  const words = [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  const bytes = words.flatMap((word) => [(word >> 8) & 0xff, word & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** Why an address is refused, or null when it is a public unicast address an import may reach. */
export function refusedAddress(address: string): string | null {
  const family = isIP(address.split('%')[0] ?? '');
  if (family === 4) {
    const bytes = ipv4Bytes(address);
    return REFUSED_V4.some((range) => inRange(bytes, range)) ? 'a private or reserved IPv4 address' : null;
  }
  if (family !== 6) return 'not an IP address';
  const bytes = ipv6Bytes(address);
  const embedded = (from: number) => bytes.slice(from, from + 4).join('.');
  // IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16): the IPv4 address inside.
  if (inRange(bytes, [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96])) return refusedAddress(embedded(12));
  if (inRange(bytes, [[0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96]))
    return refusedAddress(embedded(12));
  if (inRange(bytes, [[0x20, 0x02], 16])) return refusedAddress(embedded(2));
  return REFUSED_V6.some((range) => inRange(bytes, range)) ? 'a private or reserved IPv6 address' : null;
}
