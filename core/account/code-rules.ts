/**
 * The rules of the one-time codes that confirm an email change, a password change and a restore
 * (docs/account.md), and the countdown shown before a code may be sent again (spec 1 §5, §9).
 */
export const ACCOUNT_CODE = {
  /** Digits in a code. */
  length: 6,
  /** A code is accepted for this long after it was sent. */
  ttlMs: 10 * 60 * 1000,
  /** Wrong tries after which the code is burned (a right one afterwards is refused too). */
  maxWrongTries: 5,
  /** Seconds before another code may be sent for the same flow. */
  resendAfterSeconds: 60,
} as const;

/** Whether a string has the shape of a code (six digits): anything else is refused before any lookup. */
export function isCodeShape(value: string): boolean {
  return new RegExp(`^\\d{${ACCOUNT_CODE.length}}$`).test(value);
}

/** Whether a code sent at `sentAt` is still accepted at `now`. */
export function codeIsLive(sentAt: number, now: number): boolean {
  return now >= sentAt && now - sentAt < ACCOUNT_CODE.ttlMs;
}

/**
 * Seconds in a timestamp of at most three colon parts (`ss`, `mm:ss`, `hh:mm:ss`); null for anything
 * else (four parts, a part that is not a whole number, or a minutes or seconds part of 60 or more).
 */
export function timestampSeconds(value: string): number | null {
  const parts = value.trim().split(':');
  if (parts.length === 0 || parts.length > 3) return null;
  if (!parts.every((part) => /^\d{1,4}$/.test(part))) return null;
  const numbers = parts.map(Number);
  for (const [index, part] of numbers.entries()) if (index > 0 && part >= 60) return null;
  return numbers.reduce((total, part) => total * 60 + part, 0);
}

/**
 * The countdown text for the seconds left: `mm:ss` (with hours in front when there are any), and `00`
 * once time has run out.
 */
export function countdownText(secondsLeft: number): string {
  if (!Number.isFinite(secondsLeft) || secondsLeft <= 0) return '00';
  const whole = Math.ceil(secondsLeft);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const pad = (part: number) => String(part).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Seconds until another code may be sent, given when the last one went out; 0 when it may go now. */
export function resendWaitSeconds(lastSentAt: number | null, now: number): number {
  if (lastSentAt === null) return 0;
  const left = lastSentAt + ACCOUNT_CODE.resendAfterSeconds * 1000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
