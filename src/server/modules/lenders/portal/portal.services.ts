import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { signIn } from '#server/modules/auth/index.ts';
import { knownLender } from '#server/modules/lenders/directory/index.ts';
import type { LenderConfig, OutboundLenderOf, PanelConfig } from '#server/modules/lenders/directory/index.ts';
import { ENROLMENT_REQUIRED } from '#shared/admin/auth-messages.ts';
import type { PortalMe, portalLoginBody } from '#shared/lender-portal/portal-schemas.ts';
import { lenderAccounts } from './lender-accounts.ts';
import { endLenderSession, startLenderSession, type LenderSession } from './lender-session.ts';
import { confirmLenderTotp, startLenderTotpSetup } from './lender-totp.service.ts';
import { findLenderUserById } from './lender-users.repository.ts';
import { adminServices } from './portal-admin.services.ts';
import { deliveryServices } from './portal-delivery.services.ts';
import { leadServices } from './portal-leads.services.ts';
import { statementServices, type DutyFigures } from './portal-statements.services.ts';
import { requirePortalAdmin } from './portal-users.ts';

export type PortalServiceDeps = {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  /** The sign-in's per-IP limit (a service call: decision 136). */
  loginLimit: (request: FastifyRequest) => Promise<void>;
  /** Read at call time: the panel as configured now. */
  panelConfig: () => PanelConfig | null;
  outboundLender: () => OutboundLenderOf;
  cookie: () => { prefix: string; secure: boolean };
  /** The Consumer Duty figures of the board packs (the outcomes module, a layer above: decision 144). */
  duty: DutyFigures;
};

export type LoginResult =
  { ok: true; me: PortalMe } | { ok: false; message: string; mfaRequired?: true; passwordChangeRequired?: true };

const unauthorised = () => new AppError('UNAUTHORIZED', 'Authentication required');

/** The 403 of an enrolment-only session outside enrolment: the guard's words (screens send it to enrolment). */
export const enrolmentRequired = () => new AppError('FORBIDDEN', ENROLMENT_REQUIRED);

/**
 * The lender portal, for one request (decisions 080 and 136): what the portal's screens' loaders and
 * actions and the JSON routes under /api/lender-portal both call. The lender is always the session's
 * (read once per request: lender-session.plugin.ts), never the request's; a call without a session
 * is a 401, and an enrolment-only session (password, no TOTP yet) reaches only `me` and the
 * enrolment. Inputs are already checked with the shared schemas (the route's, or the screen's).
 */
export function portalServices(deps: PortalServiceDeps) {
  const { db, clock } = deps;
  const lenderConfigOf = async (id: string): Promise<LenderConfig> => {
    const lender = await knownLender(db, deps.panelConfig(), id);
    if (!lender) throw unauthorised();
    return lender;
  };
  const lenderOf = async (id: string) => {
    const lender = await lenderConfigOf(id);
    return { id: lender.id, name: lender.name };
  };

  return (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = () => ({ now: clock.now(), ...deps.cookie() });
    /** Any session, enrolment-only included. */
    const anySession = async (): Promise<LenderSession> => {
      const session = await request.getLenderSession();
      if (!session) throw unauthorised();
      return session;
    };
    /** A full session (password and TOTP). */
    const session = async (): Promise<LenderSession> => {
      const found = await anySession();
      if (found.enrolmentOnly) throw enrolmentRequired();
      return found;
    };
    const lenderId = async () => (await session()).lenderId;
    /** A full session of one of its lender's admins (403 for a user: enforced here, whoever asks). */
    const adminSession = async (): Promise<LenderSession> => {
      const found = await session();
      await requirePortalAdmin(db, found.lenderUserId);
      return found;
    };

    return {
      /** Who is signed in, and whether they must still set up an authenticator. */
      async me(): Promise<PortalMe> {
        const found = await anySession();
        const [lender, user] = await Promise.all([
          lenderOf(found.lenderId),
          findLenderUserById(db, found.lenderUserId),
        ]);
        const role = user?.role ?? 'user';
        return { email: found.email, lender, mfaEnrolmentRequired: found.enrolmentOnly, role };
      },

      /**
       * Password, then a TOTP or recovery code (the admin's rules: a one-time password replaced at first
       * use, throttled per account and address); a fresh session on success, the previous one ended.
       */
      async login(input: z.infer<typeof portalLoginBody>): Promise<LoginResult> {
        await deps.loginLimit(request);
        const result = await signIn(lenderAccounts, deps, { ...input, ip: request.ip });
        if (!result.ok)
          return 'passwordChangeRequired' in result
            ? { ok: false, message: result.message, passwordChangeRequired: true }
            : { ok: false, message: result.message, mfaRequired: true };
        const lender = await lenderOf(result.user.lenderId);
        const started = await startLenderSession(db, request, reply, {
          ...cookie(),
          user: result.user,
          enrolmentOnly: result.enrolmentOnly,
        });
        request.setLenderSession(started);
        const me = {
          email: result.user.email,
          lender,
          mfaEnrolmentRequired: result.enrolmentOnly,
          role: result.user.role,
        };
        return { ok: true, me };
      },

      async logout(): Promise<void> {
        await endLenderSession(db, request, reply, cookie());
        request.setLenderSession(null);
      },

      /** A new pending authenticator secret with its QR code (within minutes of the password). */
      async startTotpSetup() {
        return startLenderTotpSetup(deps, await anySession());
      },

      /** The first code turns TOTP on: a new, full session; the recovery codes shown once. */
      async confirmTotp(code: string) {
        const enrolled = await confirmLenderTotp(deps, await anySession(), code);
        // A new session id for the new privilege level: the enrolment-only token stops working.
        const started = await startLenderSession(db, request, reply, {
          ...cookie(),
          user: enrolled.user,
          enrolmentOnly: false,
        });
        request.setLenderSession(started);
        return { enabled: true as const, recoveryCodes: enrolled.recoveryCodes };
      },

      ...leadServices(deps, lenderId, lenderConfigOf),
      ...statementServices(deps, lenderId, lenderOf),
      ...deliveryServices(deps, session),

      ...adminServices(deps, { lenderId, adminSession, lenderConfigOf }, request),
    };
  };
}

export type PortalServices = ReturnType<ReturnType<typeof portalServices>>;
