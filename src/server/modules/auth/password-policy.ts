import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '#server/lib/app-error.ts';

/** Said when a chosen password holds the name of the account's email address. */
export const PASSWORD_HAS_EMAIL = 'Choose a password that does not contain your email address';
export const PASSWORD_COMMON = 'This password is on a list of commonly used passwords: choose another';
export const PASSWORD_GUESSABLE =
  'This password is too easy to guess (repeated characters, sequences or keyboard patterns): choose another';

/** zxcvbn's score (0-4) a chosen password needs: 3 is "safely unguessable" (about 10^8 guesses or more). */
const MIN_SCORE = 3;
/** zxcvbn's warnings that mean "a known password, or one close to it". */
const ON_THE_LIST = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);

// zxcvbn-ts with its offline common dictionaries (about 50,000 leaked passwords, and the diceware
// words); built on first use, as ranking the dictionaries takes a moment.
let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, userInputs: string[]) =>
  (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })).check(password, userInputs);

/** Letters and digits only, lower case: "Priya.Shah" and "priyashah" are the same name. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a password an admin or a lender user chose for themselves is refused, or null (issue 41.12,
 * ASVS 5.0 V6.2): it must not hold the email address's name (the part before the @), the first
 * thing a guesser who knows the account tries, nor be a common password or an easily guessed one
 * (V6.2.4: checked against zxcvbn's offline list, no network call; also `aaaaaaaaaaaa`, `qwertyqwerty`).
 * The length is the schemas' rule (12 or more). Generated passwords (one-time, the CLI's) are
 * random and not checked.
 */
export function newPasswordProblem(password: string, email: string): string | null {
  const local = email.split('@')[0] ?? '';
  const name = bare(local);
  if (name.length >= 3 && bare(password).includes(name)) return PASSWORD_HAS_EMAIL;
  const { score, feedback } = estimate(password, [local, email]);
  if (score >= MIN_SCORE) return null;
  if (feedback.warning === 'userInputs') return PASSWORD_HAS_EMAIL;
  return feedback.warning && ON_THE_LIST.has(feedback.warning) ? PASSWORD_COMMON : PASSWORD_GUESSABLE;
}

/** The 400 for a refused password, on the form's field (`newPassword` unless named). */
export function weakPasswordError(password: string, email: string, path = 'newPassword'): AppError | null {
  const problem = newPasswordProblem(password, email);
  return problem ? new AppError('BAD_REQUEST', problem, { errors: [{ path, message: problem }] }) : null;
}
