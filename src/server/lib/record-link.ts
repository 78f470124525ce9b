import { hmacHex, safeEqual } from './crypto.ts';

// The applicant's record link: `/record/<public id>?sig=<hex HMAC>`. The signed message carries its
// own prefix, so a record signature can never pass as a resubmit link's (`<id>.<expires>`) or
// the reverse. It does not expire: the record is the applicant's for as long as we hold the data.
const message = (publicId: string) => `applicant-record:${publicId}`;

export const recordSignature = (secret: string, publicId: string): string => hmacHex(secret, message(publicId));

export function verifyRecordSignature(secret: string, publicId: string, sig: string): boolean {
  return /^[0-9a-f]{64}$/.test(sig) && safeEqual(recordSignature(secret, publicId), sig);
}

export const recordPath = (secret: string, publicId: string): string =>
  `/record/${encodeURIComponent(publicId)}?sig=${recordSignature(secret, publicId)}`;
