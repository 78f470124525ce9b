import { AppError } from '#server/lib/app-error.ts';

/** Said when a chosen password holds the name of the account's email address. */
export const PASSWORD_HAS_EMAIL = 'Choose a password that does not contain your email address';

/** Letters and digits only, lower case: "Priya.Shah" and "priyashah" are the same name. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a password an admin or a lender user chose for themselves is refused, or null (issue 41.12,
 * ASVS 5.0 V6.2): it must not hold the email address's name (the part before the @), the first
 * thing a guesser who knows the account tries. The length is the schemas' rule (12 or more).
 * Generated passwords (one-time, the CLI's) are not checked: they are random.
 */
export function newPasswordProblem(password: string, email: string): string | null {
  const name = bare(email.split('@')[0] ?? '');
  if (name.length >= 3 && bare(password).includes(name)) return PASSWORD_HAS_EMAIL;
  return null;
}

/** The 400 for a refused password, on the form's field (`newPassword` unless named). */
export function weakPasswordError(password: string, email: string, path = 'newPassword'): AppError | null {
  const problem = newPasswordProblem(password, email);
  return problem ? new AppError('BAD_REQUEST', problem, { errors: [{ path, message: problem }] }) : null;
}
