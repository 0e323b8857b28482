import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusedAddress } from '../../../../app/server/files/import-address.ts';

// Which addresses an image import may reach (OWASP SSRF): every address of a refused range is refused,
// however it is written (IPv4, IPv4-mapped, NAT64 or 6to4 IPv6, compressed or not), and public unicast
// addresses pass.

/** A refused IPv4 range: its first address's bytes and prefix length. */
const REFUSED_V4: readonly [number[], number][] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

/** A refused IPv6 range: its first address's 16 bytes and prefix length. */
const v6 = (head: number[]) => [...head, ...new Array(16 - head.length).fill(0)];
const REFUSED_V6: readonly [number[], number][] = [
  [v6([]), 127], // :: and ::1
  [v6([0xfc]), 7], // unique-local
  [v6([0xfe, 0x80]), 10], // link-local
  [v6([0xfe, 0xc0]), 10], // site-local
  [v6([0xff]), 8], // multicast
  [v6([0x20, 0x01, 0x0d, 0xb8]), 32], // documentation
  [v6([0x20, 0x01, 0, 0]), 32], // Teredo
];

/** Random bytes inside a range: its prefix kept, the rest random. */
const inside = ([base, bits]: [number[], number]) =>
  fc
    .array(fc.integer({ min: 0, max: 255 }), { minLength: base.length, maxLength: base.length })
    .map((noise) =>
      base.map((byte, index) => {
        const kept = Math.max(0, Math.min(8, bits - index * 8));
        const mask = (0xff << (8 - kept)) & 0xff;
        return (byte & mask) | (noise[index]! & ~mask & 0xff);
      }),
    );

const v4Text = (bytes: number[]) => bytes.join('.');
/** IPv6 text of 16 bytes: full, or with its longest zero run compressed. */
const v6Text = (bytes: number[], compress: boolean) => {
  const words = Array.from({ length: 8 }, (_, index) =>
    ((bytes[index * 2]! << 8) | bytes[index * 2 + 1]!).toString(16),
  );
  const full = words.join(':');
  if (!compress) return full;
  const zeros = /(?:^|:)0(?::0)+(?::|$)/.exec(full);
  return zeros ? `${full.slice(0, zeros.index)}::${full.slice(zeros.index + zeros[0].length)}` : full;
};

const refusedV4 = fc.constantFrom(...REFUSED_V4).chain(inside);
const refusedV6 = fc.constantFrom(...REFUSED_V6).chain(inside);

/** Public IPv4: first bytes of no refused range (1-9, 11-99, 101-126, 128-168, 170-171, 173-191, 193-197, 199-202, 204-223). */
const PUBLIC_FIRST = [
  [1, 9],
  [11, 99],
  [101, 126],
  [128, 168],
  [170, 171],
  [173, 191],
  [193, 197],
  [199, 202],
  [204, 223],
] as const;
const publicV4 = fc
  .constantFrom(...PUBLIC_FIRST)
  .chain(([min, max]) =>
    fc.tuple(
      fc.integer({ min, max }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
    ),
  )
  .map((bytes) => [...bytes]);
/** Public IPv6: global unicast 2003::/16 to 3ffe::/16 (2001:: and 2002:: hold special ranges). */
const publicV6 = fc
  .tuple(
    fc.integer({ min: 0x2003, max: 0x3ffe }),
    fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 14, maxLength: 14 }),
  )
  .map(([first, rest]) => [first >> 8, first & 0xff, ...rest]);

describe('the address check of an image import', () => {
  it('refuses every IPv4 address of a refused range, and the same as IPv4-mapped, NAT64 and 6to4 IPv6', () => {
    fc.assert(
      fc.property(refusedV4, fc.boolean(), (bytes, compress) => {
        expect(refusedAddress(v4Text(bytes))).not.toBeNull();
        expect(refusedAddress(`::ffff:${v4Text(bytes)}`)).not.toBeNull();
        expect(
          refusedAddress(v6Text([...v6([]).slice(0, 10), 0xff, 0xff, ...bytes], compress)),
        ).not.toBeNull();
        expect(refusedAddress(`64:ff9b::${v4Text(bytes)}`)).not.toBeNull();
        expect(refusedAddress(v6Text(v6([0x20, 0x02, ...bytes]), compress))).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every IPv6 address of a refused range (loopback, unspecified, unique-local, link-local, multicast, …)', () => {
    fc.assert(
      fc.property(refusedV6, fc.boolean(), (bytes, compress) => {
        expect(refusedAddress(v6Text(bytes, compress))).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('lets public IPv4 and IPv6 addresses pass, as they are and IPv4-mapped', () => {
    fc.assert(
      fc.property(publicV4, publicV6, fc.boolean(), (four, six, compress) => {
        expect(refusedAddress(v4Text(four))).toBeNull();
        expect(refusedAddress(`::ffff:${v4Text(four)}`)).toBeNull();
        expect(refusedAddress(v6Text(six, compress))).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('refuses the well-known ones by name', () => {
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '169.254.169.254',
      '::1',
      '::',
      'fe80::1%eth0',
      '::ffff:7f00:1',
      'fd00::1',
      'ff02::1',
      '255.255.255.255',
    ])
      expect(refusedAddress(address), address).not.toBeNull();
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e'])
      expect(refusedAddress(address), address).toBeNull();
  });
});
