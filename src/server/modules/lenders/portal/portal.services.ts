import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { enforceLimit } from '#server/lib/request-limits.ts';
import { signIn } from '#server/modules/auth/index.ts';
import { monthOf } from '#server/modules/lenders/ledger/index.ts';
import { knownLender } from '#server/modules/lenders/directory/index.ts';
import type { OutboundLenderOf } from '#server/modules/lenders/directory/index.ts';
import { idempotent, returnLead } from '#server/modules/lenders/inbound/index.ts';
import type { LenderConfig, PanelConfig } from '#server/modules/lenders/directory/index.ts';
import { ENROLMENT_REQUIRED } from '#shared/admin/auth-messages.ts';
import type {
  PortalExchange,
  PortalExchangeFilter,
  PortalLeadFilter,
  PortalMe,
  portalAddUserBody,
  portalLoginBody,
  portalReturnAnswer,
  portalReturnBody,
} from '#shared/lender-portal/portal-schemas.ts';
import type { Database } from '#server/db/client.ts';
import { exchangesCsv } from './exchange-csv.ts';
import { exchangesOf } from './exchange-log.ts';
import { lenderAccounts } from './lender-accounts.ts';
import { endLenderSession, startLenderSession, type LenderSession } from './lender-session.ts';
import { lastRotation, rotateSecret, secretsOf, withSecretLock } from '#server/modules/lenders/directory/index.ts';
import { confirmLenderTotp, requireFreshCode, startLenderTotpSetup } from './lender-totp.service.ts';
import { dashboardOf } from './dashboard.ts';
import { leadList, leadListCsv, leadPage } from './lead-log.ts';
import { leadsOf } from './portal-data.ts';
import { addPortalUser, portalUsersOf, requirePortalAdmin, setPortalUserAccess } from './portal-users.ts';
import { findLenderUserById } from './lender-users.repository.ts';
import { recordSecretAudit, SECRET_ROTATE } from '#server/modules/lenders/directory/index.ts';
import { sendTestLead, TEST_LEADS_PER_LENDER } from './test-lead.ts';
import { statementServices, type DutyFigures } from './portal-statements.services.ts';
import { deliveryServices } from './portal-delivery.services.ts';

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
    const actor = async () => {
      const found = await adminSession();
      return { lenderId: found.lenderId, lenderUserId: found.lenderUserId, now: clock.now() };
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

      /** The lender's leads of a month (this month by default). */
      async leads(month?: string) {
        return leadsOf(db, await lenderId(), month ?? monthOf(clock.now()));
      },

      /**
       * One lead the lender was sent in full (sold, pending, declined after the post): what it was sent,
       * each call, the outcome and the return; any other reference is the 404 of one that does not exist.
       */
      async lead(reference: string) {
        return leadPage({ db, cipher: deps.cipher }, await lenderId(), reference);
      },

      /** The lender's leads as filtered (dates, status, live or test, reference), a page at a time. */
      async leadList(filter: PortalLeadFilter) {
        return leadList(db, await lenderId(), filter, clock.now());
      },

      /** Every lead the filter finds, as CSV. */
      async leadListCsv(filter: PortalLeadFilter) {
        return leadListCsv(db, await lenderId(), filter, clock.now());
      },

      /** This London month at a glance. */
      async dashboard() {
        return dashboardOf(db, await lenderId(), clock.now());
      },

      /** The lender's calls as filtered (dates, call, answer, live or test, reference), a page at a time. */
      async exchanges(filter: PortalExchangeFilter = {}) {
        return exchangesOf({ db, cipher: deps.cipher }, await lenderId(), filter, clock.now());
      },

      /** Every call the filter finds, as CSV. */
      async exchangesCsv(filter: PortalExchangeFilter) {
        return exchangesCsv({ db, cipher: deps.cipher }, await lenderId(), filter, clock.now());
      },

      /** A fresh key for a return form: the same form posted twice files one return. */
      returnKey(): string {
        return randomUUID();
      },

      /** A return filed through the same service and rules as POST /api/lenders/v1/returns. */
      async fileReturn(input: z.infer<typeof portalReturnBody>): Promise<z.infer<typeof portalReturnAnswer>> {
        const lender = await lenderConfigOf(await lenderId());
        const { idempotencyKey, ...body } = input;
        const now = clock.now();
        const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
        const claim = { lenderId: lender.id, key: `portal-${idempotencyKey}`, requestHash: `portal ${hash}`, now };
        const answer = await idempotent(db, claim, (tx) => returnLead(tx, lender, body, now));
        return answer.body as z.infer<typeof portalReturnAnswer>;
      },

      ...statementServices(deps, lenderId, lenderOf),
      ...deliveryServices(deps, session),

      /** When the shared secret was last rotated, and until when the previous one is accepted. */
      async secretStatus() {
        const lender = await lenderConfigOf(await lenderId());
        const now = clock.now();
        const [secrets, rotatedAt] = await Promise.all([
          secretsOf(db, deps.cipher, lender, now),
          lastRotation(db, lender.id),
        ]);
        return {
          rotatedAt: rotatedAt?.toISOString() ?? null,
          previousValidUntil: secrets.previousUntil?.toISOString() ?? null,
        };
      },

      /** A new shared secret after a fresh authenticator code (decision 081), shown this once. */
      async rotateSecret(totp: string) {
        const user = await adminSession();
        await requireFreshCode(deps, user, totp, request.ip);
        const lender = await lenderConfigOf(user.lenderId);
        const now = clock.now();
        // The new secret and its audit row are one step: no rotation goes unrecorded (issue 41.6).
        const rotated = await withSecretLock(db, lender.id, async (tx) => {
          const made = await rotateSecret(tx, deps.cipher, { lender, lenderUserId: user.lenderUserId, now });
          await recordSecretAudit(tx, {
            action: SECRET_ROTATE,
            lenderId: lender.id,
            by: { lenderUserId: user.lenderUserId },
            made,
            now,
          });
          return made;
        });
        request.log.info({ lenderId: lender.id }, 'lender secret rotated in the portal');
        // No previous secret (a lender that had none): nothing overlaps, the new one applies now.
        const until = rotated.previousValidUntil ?? now;
        return { secret: rotated.secret, previousValidUntil: until.toISOString() };
      },

      /** Its lender's portal users (its admins only). */
      async users() {
        const { lenderId: id } = await actor();
        return { users: await portalUsersOf(db, id) };
      },

      /** A new user of its lender with a one-time password shown once (its admins only). */
      async addUser(input: z.infer<typeof portalAddUserBody>) {
        return addPortalUser(db, await actor(), input);
      },

      /** Disables or enables a user of its lender (its admins only); disabling ends its sessions. */
      async setUserDisabled(lenderUserId: string, disabled: boolean) {
        await setPortalUserAccess(db, await actor(), lenderUserId, disabled);
      },

      /** A test lead to the lender's endpoint (decision 082): logged, never billed. */
      async sendTestLead(): Promise<{ reference: string; exchanges: PortalExchange[] }> {
        const { id } = await lenderConfigOf(await lenderId());
        const config = deps.panelConfig();
        if (!config) throw new AppError('UNAVAILABLE', 'The lender panel is not configured');
        // Where the ping tree would call it now (decision 116), not the panel file's endpoint.
        const lender = await deps.outboundLender()(id, clock.now());
        if (!lender) throw new AppError('UNAVAILABLE', 'You are not on the lender panel at the moment');
        // Per lender, whoever of its users sends them and from wherever (issue 41.5): each is two calls.
        await enforceLimit(
          { db, clock, scale: 1 },
          `lender-test-lead:${id}`,
          TEST_LEADS_PER_LENDER,
          `You can send ${TEST_LEADS_PER_LENDER.max} test leads an hour.`,
        );
        const sent = await sendTestLead({ db, cipher: deps.cipher, config, now: () => clock.now() }, lender);
        return {
          reference: sent.reference,
          exchanges: sent.calls.map((call) => ({
            requestBody: call.bodies.request,
            answerBody: call.bodies.answer,
            at: call.sentAt.toISOString(),
            reference: call.reference,
            test: true,
            stage: call.stage,
            latencyMs: call.latencyMs ?? null,
            httpStatus: call.httpStatus ?? null,
            answer: call.decision,
            price: call.price ?? null,
            reason: call.reason ?? null,
            recorded: true,
          })),
        };
      },
    };
  };
}

export type PortalServices = ReturnType<ReturnType<typeof portalServices>>;
