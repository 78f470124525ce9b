import type { Clock } from '#server/lib/clock.ts';

/** What the admin route map hands down to each sub-feature's routes. */
export type AdminRoutesOptions = {
  clock: Clock;
  dataKey: string;
  /** Sign-in calls one address may make in 15 minutes (ADMIN_LOGIN_CALLS_PER_IP; default LOGIN_CALLS_PER_IP). */
  loginCallsPerIp?: number;
  /** SMTP_URL: where the wrong two-factor code alerts are sent (the outbox without it). */
  smtpUrl?: string | undefined;
};
