import { gbp } from '#shared/money.ts';
import { paymentAtRepresentativeApr, totalAtRepresentativeApr } from '#shared/loan-maths.ts';
import { each } from './dom.ts';

/**
 * The landing-page calculator: moving the amount slider or choosing a term updates the monthly
 * payment and total at the representative APR (shared loan maths, as the server-rendered form
 * shows them) and the link on to /apply with that choice.
 */
export function loanCalculators(root: ParentNode): void {
  each<HTMLFormElement>(root, 'form[data-loan-calculator]', (form) => {
    const amountInput = form.querySelector<HTMLInputElement>('input[type="range"]');
    if (!amountInput) return;
    const text = (name: string, value: string) => {
      const element = form.querySelector(`[data-calc="${name}"]`);
      if (element) element.textContent = value;
    };
    const update = () => {
      const amount = Number(amountInput.value);
      const term = Number(form.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value);
      if (!Number.isFinite(amount) || !Number.isFinite(term) || term <= 0) return;
      text('amount', gbp(amount, 0));
      amountInput.setAttribute('aria-valuetext', gbp(amount, 0));
      text('monthly', gbp(paymentAtRepresentativeApr(amount, term)));
      text('total', gbp(totalAtRepresentativeApr(amount, term)));
      form
        .querySelector<HTMLAnchorElement>('a[data-calc="apply"]')
        ?.setAttribute('href', `/apply?amount=${amount}&term=${term}`);
    };
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    form.addEventListener('submit', (event) => event.preventDefault());
    // The page arrives showing the figures for the default choice. Only when the browser restored
    // other choices (back button, form restore) must they be recalculated. Chromium restores form
    // state after the script has run, so look again once the page is shown.
    const recalculateIfRestored = () => {
      const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      if (
        amountInput.value !== amountInput.defaultValue ||
        radios.some((radio) => radio.checked !== radio.defaultChecked)
      )
        update();
    };
    recalculateIfRestored();
    window.addEventListener('pageshow', recalculateIfRestored);
  });
}
