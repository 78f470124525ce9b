// What the back office and the lender portal share of sign-in policy (the one auth core, decision 144).

/**
 * Login and re-authentication calls per client IP in 15 minutes, whatever their outcome (not
 * scaled by RATE_LIMIT_SCALE): the back office's and the lender portal's sign-in alike.
 */
export const LOGIN_CALLS_PER_IP = 30;

/** A generated first password (an admin's or a lender user's) works for 24 hours, and once (issue 26.4). */
export const INITIAL_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;
