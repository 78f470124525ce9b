import { onConsentChange, readConsent } from './consent.ts';

export type EventProperties = Record<string, string | number | boolean | null>;

const ENDPOINT = '/api/analytics/track';
/** The server refuses more than 4 KB; larger events are a bug, dropped here. */
const MAX_BODY = 4000;
const MAX_QUEUED = 20;

/** Events of this page load waiting for the visitor's cookie choice; sent only if they accept. */
let queue: string[] = [];
let listening = false;

function send(body: string) {
  try {
    void fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // keepalive budget exhausted (page unloading with many events): a beacon still gets out.
    navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'text/plain' }));
  }
}

function listenForConsent() {
  if (listening) return;
  listening = true;
  onConsentChange((choice) => {
    const pending = queue;
    queue = [];
    if (choice === 'all') pending.forEach(send);
  });
}

/**
 * Sends one analytics event (page path and screen size added). Never throws and never waits:
 * failures are ignored (docs/api-contract.md#browser-client). Nothing leaves the browser unless the visitor chose
 * Accept All Cookies; events before a choice wait for it and are dropped on Essential Only.
 */
export function track(event: string, properties: EventProperties = {}): void {
  try {
    if (typeof window === 'undefined') return;
    const consent = readConsent();
    if (consent === 'essential') return;
    const body = JSON.stringify({
      event,
      properties: {
        path: window.location.pathname,
        screenWidth: window.screen.width,
        screenHeight: window.screen.height,
        ...properties,
      },
    });
    if (body.length > MAX_BODY) return;
    if (consent === 'all') return send(body);
    listenForConsent();
    if (queue.length < MAX_QUEUED) queue.push(body);
  } catch {
    // Analytics must never break the page.
  }
}
