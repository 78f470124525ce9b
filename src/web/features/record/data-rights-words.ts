import type { DataRightsServices } from '#server/services.ts';

type Sent = Extract<Awaited<ReturnType<DataRightsServices['sendCode']>>, { kind: 'sent' }>['sent'];
type Checked = Extract<Awaited<ReturnType<DataRightsServices['checkCode']>>, { kind: 'checked' }>['checked'];

/** Why no code was sent, in the applicant's words. */
export const NOT_SENT: Record<Extract<Sent, { ok: false }>['reason'], string> = {
  'no-email': 'We do not hold an email address for this application, so we cannot send a code.',
  'too-many-codes': 'We have sent the most codes we can for this request. Please contact us and we will help.',
  'not-sent': 'We could not send the email just now. Please try again in a few minutes.',
};

const REFUSED = {
  none: 'There is no code waiting for this request. Ask for a new code.',
  expired: 'This code has expired. Ask for a new code.',
  locked: 'That code was entered wrongly too many times. Ask for a new code.',
};

const tries = (n: number) => (n === 1 ? 'try' : 'tries');

/** Why a code was not accepted. */
export const codeProblem = (checked: Extract<Checked, { ok: false }>): string =>
  checked.reason === 'wrong'
    ? `That code is not right. You have ${checked.attemptsLeft} more ${tries(checked.attemptsLeft)}.`
    : REFUSED[checked.reason];
