import { deriveSecret, hmacHex, KEY_PURPOSE, safeEqual } from './crypto.ts';

// The applicant's record link: `/record/<public id>?sig=<hex HMAC>`. The signed message carries its
// own prefix, so a record signature can never pass as a resubmit link's (`<id>.<expires>`) or
// the reverse. Keyed like them by the signed-links key HKDF derives from SESSION_SECRET (decision
// 013). It does not expire: the record is the applicant's for as long as we hold the data.
const message = (publicId: string) => `applicant-record:${publicId}`;

export const recordSignature = (sessionSecret: string, publicId: string): string =>
  hmacHex(deriveSecret(sessionSecret, KEY_PURPOSE.links), message(publicId));

export function verifyRecordSignature(secret: string, publicId: string, sig: string): boolean {
  return /^[0-9a-f]{64}$/.test(sig) && safeEqual(recordSignature(secret, publicId), sig);
}

export const recordPath = (secret: string, publicId: string): string =>
  `/record/${encodeURIComponent(publicId)}?sig=${recordSignature(secret, publicId)}`;
