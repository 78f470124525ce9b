import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'ClearPath Loans Admin';

const totpFor = (secretBase32: string, label: string, issuer = TOTP_ISSUER) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI and its QR code as a PNG data URL, for enrolment in an authenticator app. */
export async function enrolmentDetails(
  secretBase32: string,
  label: string,
  issuer = TOTP_ISSUER,
): Promise<{ otpauthUrl: string; qrDataUrl: string }> {
  const otpauthUrl = totpFor(secretBase32, label, issuer).toString();
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { type: 'image/png', margin: 2, width: 240 });
  return { otpauthUrl, qrDataUrl };
}

/**
 * Checks a code against the secret (one period of drift either way) and returns the time step it
 * belongs to, so the caller can refuse a step already used; null when the code is wrong.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The AES-GCM additional data of a stored TOTP secret (decision 013): bound to its column. */
export const TOTP_SECRET_CONTEXT = 'admin_users.totp_secret';
