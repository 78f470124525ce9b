import { closest, each } from './dom.ts';

const TRIGGER = '[data-accordion-trigger]';

/**
 * Question-and-answer accordions (WAI-ARIA accordion pattern): one item open at a time, the open
 * one collapses again, Arrow Up/Down, Home and End move between the questions. The answers are in
 * the page's HTML (hidden until opened), so search engines read them.
 */
export function accordions(root: ParentNode): void {
  each(root, '[data-accordion]', (accordion) => {
    const triggers = () =>
      [...accordion.querySelectorAll<HTMLButtonElement>(TRIGGER)].filter(
        (t) => t.closest('[data-accordion]') === accordion,
      );
    const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    const setOpen = (trigger: HTMLElement, open: boolean) => {
      trigger.setAttribute('aria-expanded', String(open));
      const panel = panelOf(trigger);
      if (panel) panel.hidden = !open;
    };
    const openOnly = (target: HTMLElement | null) => {
      for (const trigger of triggers()) setOpen(trigger, trigger === target);
    };

    accordion.addEventListener('click', (event) => {
      const trigger = closest<HTMLButtonElement>(event, TRIGGER);
      if (!trigger || trigger.closest('[data-accordion]') !== accordion) return;
      openOnly(trigger.getAttribute('aria-expanded') === 'true' ? null : trigger);
    });

    accordion.addEventListener('keydown', (event) => {
      const trigger = closest<HTMLButtonElement>(event, TRIGGER);
      if (!trigger) return;
      const all = triggers();
      const at = all.indexOf(trigger);
      const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
      const next = moves[event.key];
      if (next === undefined || at < 0) return;
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    });
  });
}
