import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/**
 * The second factor: RFC 6238 time-based codes (SHA-1, 6 digits, 30 s), what every authenticator app
 * reads from an `otpauth://` QR code. A code is accepted one step early or late (clock drift) and only
 * once: the account keeps the last time step used, and a code of that step or an earlier one is refused.
 */
export const totpIssuer = 'Kenya eTA Admin';
const period = 30;
const digits = 6;
const algorithm = 'SHA1';

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm,
    digits,
    period,
  });
}

export interface Enrolment {
  readonly secret: string;
  readonly otpauthUri: string;
  /** The URI as a QR code (SVG markup, black on white, with a quiet zone). */
  readonly qrSvg: string;
}

export function enrolmentOf(secret: string, username: string): Enrolment {
  const otpauthUri = totpOf(secret, username).toString();
  return { secret, otpauthUri, qrSvg: renderSVG(otpauthUri, { ecc: 'M', border: 4, pixelSize: 8 }) };
}

/** The time step (30 s counter) of an instant. */
export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / period);
}

/** The code of an instant (tests, the staff CLI's checks). */
export function totpCode(secret: string, now: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm,
    digits,
    period,
    timestamp: now.getTime(),
  });
}

/**
 * The time step a code belongs to when it is valid at `now` (±1 step), else undefined. The caller
 * refuses a step that is not later than the last one used (replay).
 */
export function matchingTimeStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm,
    digits,
    period,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? undefined : timeStepAt(now) + delta;
}
