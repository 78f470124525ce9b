import type { Database } from '#server/db/client.ts';
import { outboxMessages } from '#server/db/schema/index.ts';
import type { SendResult, SmsMessage, SmsSender } from './messaging.types.ts';

/** No provider configured: SMS go to the outbox table, which admins can read. */
export function outboxSms(db: Database): SmsSender {
  return {
    kind: 'outbox',
    async send(message: SmsMessage): Promise<SendResult> {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'sms',
          recipient: message.to,
          applicationId: message.applicationId ?? null,
          textBody: message.text,
        })
        .returning({ id: outboxMessages.id });
      return { providerId: `outbox-${row?.id}` };
    },
  };
}

/**
 * A provider reached by a JSON webhook (`SMS_PROVIDER=webhook:https://gateway.example/send`):
 * POST {to, text}; any 2xx is accepted, its `id` kept as the provider reference.
 */
export function webhookSms(endpoint: string, timeoutMs = 10_000): SmsSender {
  return {
    kind: 'webhook',
    async send(message: SmsMessage): Promise<SendResult> {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      return { providerId: String(body.id ?? '') };
    },
  };
}

export function createSmsSender(provider: string | undefined, db: Database): SmsSender {
  if (!provider || provider === 'outbox') return outboxSms(db);
  if (provider.startsWith('webhook:')) return webhookSms(provider.slice('webhook:'.length));
  throw new Error(`Unknown SMS_PROVIDER "${provider}" (use outbox or webhook:<https url>)`);
}
