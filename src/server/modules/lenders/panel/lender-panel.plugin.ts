import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { outboundSecretsFor } from '#server/modules/lenders/directory/index.ts';
import { createLenderPanel } from './lender-panel.service.ts';
import { provisionLenders } from '#server/modules/lenders/directory/index.ts';
import { livePanelOf } from '#server/modules/lenders/directory/index.ts';
import { outboundLenderFor, type OutboundLenderOf } from '#server/modules/lenders/directory/index.ts';
import { withRegisterGate } from '#server/modules/lenders/directory/index.ts';
import type { LenderPanel } from './lender-panel.types.ts';
import type { PanelConfig } from '#server/modules/lenders/directory/index.ts';
import { loadPanelConfig } from '#server/modules/lenders/directory/index.ts';
import { sandboxOfferRoutes } from './sandbox/sandbox-offer.routes.ts';
import { consentCertificatesFor } from '#server/modules/consent-certificate/index.ts';
import { startSandboxPanel, type SandboxPanel } from './sandbox/sandbox-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured panel (null when a test injects its own LenderPanel). */
    lenderPanelConfig: PanelConfig | null;
    /** A lender as outbound calls address it now (decision 116); null without a configured panel. */
    outboundLender: OutboundLenderOf;
  }
}

type Options = {
  env: Env;
  clock: Clock;
  panel?: LenderPanel | undefined;
  waitMs?: number;
  queueSuffix?: string | undefined;
};

/**
 * Decorates `app.lenderPanel`: the given one (tests of the application flow), else the
 * configured panel (LENDER_PANEL=sandbox starts the simulated lenders on loopback). Workers and
 * the sandbox server stop when the app closes.
 */
export const lenderPanelPlugin = fp<Options>(
  async (app, { env, clock, panel, waitMs, queueSuffix }) => {
    if (panel) {
      app.decorate('lenderPanel', panel);
      app.decorate('lenderPanelConfig', null);
      app.decorate('outboundLender', async () => null);
      return;
    }
    let sandbox: SandboxPanel | undefined;
    if (env.LENDER_PANEL === 'sandbox') {
      sandbox = await startSandboxPanel({ publicUrl: env.PUBLIC_URL });
      await app.register(sandboxOfferRoutes);
    }
    const loaded = sandbox?.config ?? loadPanelConfig(env.LENDER_PANEL, { production: env.NODE_ENV === 'production' });
    const config = queueSuffix ? { ...loaded, jobQueue: `${loaded.jobQueue}-${queueSuffix}` } : loaded;
    app.decorate('lenderPanelConfig', config);
    // The file provisions the stored lenders, which every run reads (decision 075).
    const isSandbox = sandbox !== undefined;
    // A database down at boot does not stop the boot (the health check reports it): provisioning is
    // retried every 5 s until it succeeds, and runs read the panel file meanwhile (livePanelOf).
    let retry: NodeJS.Timeout | undefined;
    let closing = false;
    const provision = async (): Promise<void> => {
      try {
        await provisionLenders(app.dbHandle.db, config, { now: clock.now(), log: app.log, sandbox: isSandbox });
      } catch (err) {
        if (closing) return;
        app.log.warn({ err }, 'lender panel: storing the panel file failed, retrying in 5 s');
        retry = setTimeout(() => void provision(), 5_000).unref();
      }
    };
    await provision();
    app.addHook('onClose', () => {
      closing = true;
      clearTimeout(retry);
    });
    const cipher = createFieldCipher(env.DATA_KEY);
    const outbound = { db: app.dbHandle.db, cipher, file: config, sandbox: isSandbox };
    app.decorate('outboundLender', outboundLenderFor(outbound));
    const created = await createLenderPanel({
      // A lender the FCA Register does not show as a lender is not asked (decision 142).
      live: withRegisterGate(
        (now) => livePanelOf(app.dbHandle.db, config, { now, sandbox: isSandbox }),
        (now) => app.fcaRegister.checks.gate(config.jobQueue, now),
      ),
      handle: app.dbHandle,
      runner: app.jobs,
      config,
      clock,
      log: app.log,
      outboundSecrets: outboundSecretsFor(app.db, cipher),
      consentCertificates: consentCertificatesFor(app.db, app.brokerSigner, env.PUBLIC_URL, clock),
      cipher,
      // Data rights registers after the panel (it posts through it): read when a run needs it.
      erasureNotices: (applicationId, erasedAt) => app.dataRights.tellLenders(applicationId, erasedAt),
      ...(waitMs ? { waitMs } : {}),
    });
    let closed: Promise<void> | undefined;
    app.decorate('lenderPanel', {
      ...created,
      close: () => (closed ??= created.close().finally(() => sandbox?.close())),
    });
    // preClose, before the server waits for in-flight requests: a submit waiting on the panel
    // answers "still processing" at once, and running jobs go back to the queue for the next runner.
    app.addHook('preClose', () => app.lenderPanel.close());
  },
  { name: 'lender-panel', dependencies: ['db', 'jobs', 'fca-register', 'consent-certificate'] },
);
