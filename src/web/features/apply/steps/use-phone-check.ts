import { useEffect, useState } from 'react';
import { canonicalPhone } from '#shared/application/canonical.ts';
import { ApiError, apiJson } from '#web/lib/api-client.ts';
import { PHONE_CHECK_DEBOUNCE_MS, PHONE_CHECK_MIN_LENGTH } from '../timings.ts';

/**
 * `invalid`: the check answered that the number is in no allocated UK mobile range (e.g. Ofcom's
 * 07700 900xxx drama range); `unavailable`: the check itself refused or failed to answer.
 */
export type PhoneCheck = 'verified' | 'invalid' | 'unavailable' | null;

/** A UK mobile as the step's schema takes it: the check runs only on a number of that form. */
const WELL_FORMED = /^07\d{9}$/;

/**
 * Advisory mobile check (POST /api/validation/phone) once 10 or more characters are typed and
 * typing pauses. Never blocks the form: a number the service cannot verify gets a note, and a
 * network failure shows nothing at all. A number of the wrong length or start is not checked
 * (issue 42 item 6): the field's own message says what is wrong, and "Verification unavailable"
 * beside it would be untrue.
 */
export function usePhoneCheck(phone: string | undefined): PhoneCheck {
  const normalised = canonicalPhone(phone ?? '');
  const [result, setResult] = useState<{ phone: string; check: PhoneCheck } | null>(null);

  useEffect(() => {
    if (normalised.length < PHONE_CHECK_MIN_LENGTH || !WELL_FORMED.test(normalised)) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      apiJson<{ success?: boolean; valid?: boolean }>('POST', '/api/validation/phone', { phone: normalised })
        .then((body) => {
          if (!cancelled) setResult({ phone: normalised, check: body?.success && body.valid ? 'verified' : 'invalid' });
        })
        .catch((error: unknown) => {
          if (!cancelled) setResult({ phone: normalised, check: error instanceof ApiError ? 'unavailable' : null });
        });
    }, PHONE_CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [normalised]);

  return result?.phone === normalised ? result.check : null;
}
