import { createHash } from 'node:crypto';

/** Bech32 (BIP 173) for the seeded payout addresses, so a page's address check accepts them. */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATOR.forEach((g, i) => {
      if ((top >>> i) & 1) checksum ^= g;
    });
  }
  return checksum;
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** 8-bit bytes to 5-bit groups, the last one padded with zero bits. */
function toFiveBit(bytes: Uint8Array): number[] {
  const groups: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      groups.push((buffer >>> bits) & 31);
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) groups.push((buffer << (5 - bits)) & 31);
  return groups;
}

/** A native SegWit (P2WPKH, witness version 0) address of a 20-byte program: bc1q… */
export function segwitAddress(program: Uint8Array, hrp = 'bc'): string {
  const data = [0, ...toFiveBit(program)];
  const mod = polymod([...expandHrp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => CHARSET[d]).join('')}`;
}

/** A valid, made-up payout address, the same for the same label. */
export function sandboxPayoutAddress(label: string): string {
  return segwitAddress(createHash('sha256').update(`sandbox payout ${label}`).digest().subarray(0, 20));
}
