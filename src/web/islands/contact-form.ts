import { CONTACT_CONFIRMATION } from '#shared/contact.ts';
import { ApiError, apiJson } from '#web/lib/api-client.ts';
import { each } from './dom.ts';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

function fieldErrorsOf(error: unknown): Partial<Record<FieldName, string>> {
  return error instanceof ApiError && error.status === 400 ? error.fieldErrors : {};
}

/**
 * The contact form: the browser's own required checks run first (docs/product.md#public-site), then the message is sent
 * to /api/contact and stored for the team; the page confirms it in words beside the button and the
 * fields are cleared (issue 42 item 7: a native alert, and a form still filled, read as not sent).
 * A refusal shows the server's reason, and field errors sit under their fields. A complaint is
 * left to the form's own post (decision 090).
 */
export function contactForms(root: ParentNode): void {
  each<HTMLFormElement>(root, 'form[data-contact-form]', (form) => {
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const status = form.querySelector<HTMLElement>('[data-form-error]');
    const sent = form.querySelector<HTMLElement>('[data-form-sent]');
    const idleLabel = submit?.textContent ?? 'Send Message';
    let sending = false;

    const showErrors = (errors: Partial<Record<FieldName, string>>, message: string | null) => {
      for (const name of FIELDS) {
        const input = form.elements.namedItem(name);
        const text = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
        if (!(input instanceof HTMLElement) || !text) continue;
        const error = errors[name];
        text.hidden = !error;
        text.textContent = error ?? '';
        if (error) {
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', text.id);
        } else {
          input.removeAttribute('aria-invalid');
          input.removeAttribute('aria-describedby');
        }
      }
      if (status) {
        status.hidden = message === null;
        status.textContent = message ?? '';
      }
    };

    form.addEventListener('submit', (event) => {
      // A complaint is posted as the form is: the page's action records it and shows its reference.
      if (new FormData(form).get('topic') === 'complaint') return;
      event.preventDefault();
      if (sending) return;
      const data = new FormData(form);
      const value = (name: FieldName) => String(data.get(name) ?? '');
      sending = true;
      if (submit) {
        submit.disabled = true;
        submit.textContent = 'Sending…';
      }
      showErrors({}, null);
      if (sent) sent.hidden = true;
      apiJson('POST', '/api/contact', {
        name: value('name'),
        email: value('email'),
        phone: value('phone'),
        message: value('message'),
      })
        .then(() => {
          form.reset();
          if (sent) {
            sent.textContent = CONTACT_CONFIRMATION;
            sent.hidden = false;
          }
        })
        .catch((error: unknown) => {
          const badRequest = error instanceof ApiError && error.status === 400;
          const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
          showErrors(
            fieldErrorsOf(error),
            badRequest
              ? 'Please check the highlighted fields.'
              : (serverMessage ?? 'Sorry, your message could not be sent. Please try again or call us.'),
          );
        })
        .finally(() => {
          sending = false;
          if (submit) {
            submit.disabled = false;
            submit.textContent = idleLabel;
          }
        });
    });
  });
}
