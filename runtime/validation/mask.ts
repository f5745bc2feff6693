/** Masking helpers: each hides the middle of a value and keeps enough to recognise it. */

function maskMiddle(value: string, keepStart: number, keepEnd: number, stars = 4): string {
  const chars = [...value];
  if (chars.length <= keepStart + keepEnd) {
    // Too short to keep both ends: keep the first character only.
    return chars.length <= 1 ? '*'.repeat(chars.length) : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  }
  return `${chars.slice(0, keepStart).join('')}${'*'.repeat(stars)}${chars.slice(chars.length - keepEnd).join('')}`;
}

/** 13812345678 -> 138****5678 */
export const maskPhone = (phone: string) => maskMiddle(phone, 3, 4);

/** alice@example.com -> al****@example.com; the domain stays readable. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMiddle(email, 1, 0);
  const local = email.slice(0, at);
  const keep = Math.min(2, Math.max(1, [...local].length - 1));
  return `${[...local].slice(0, keep).join('')}****${email.slice(at)}`;
}

/** Satoshi -> S****i */
export const maskNickname = (nickname: string) => maskMiddle(nickname, 1, 1);

/** 110101199003074512 -> 1101****4512 */
export const maskIdNumber = (id: string) => maskMiddle(id, 4, 4);

/** Zhang San -> Z******** (every character but the first). */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** A payout address on screen: enough of both ends to recognise it, never the whole. */
export const maskAddress = (address: string) => maskMiddle(address, 6, 6);
