// Small DOM helpers shared by the islands (no framework: this code is inlined into every page).

/**
 * Calls `setup` once for every element matching `selector` under `root`. Elements are marked
 * when set up, so running the islands again (the dev server, a re-render) binds nothing twice.
 */
export function each<E extends HTMLElement>(root: ParentNode, selector: string, setup: (element: E) => void): void {
  for (const element of root.querySelectorAll<E>(selector)) {
    if (element.dataset.islandBound === 'true') continue;
    element.dataset.islandBound = 'true';
    setup(element);
  }
}

/** The first element a `<template>` holds, cloned and ready to insert. */
export function fromTemplate<E extends HTMLElement>(id: string): E | null {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const first = template.content.firstElementChild;
  return first ? (first.cloneNode(true) as E) : null;
}

/** The element an event happened on or inside, matching `selector` (event delegation). */
export function closest<E extends Element>(event: Event, selector: string): E | null {
  return event.target instanceof Element ? event.target.closest<E>(selector) : null;
}

/** The element that has focus now, to give it back later (dialogs, the cookie banner). */
export function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), ' +
  'select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside `container` (modal dialogs). */
export function trapFocus(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
