import { each } from './dom.ts';

/**
 * The header's menu button below 768 px: shows and hides the mobile navigation, keeps
 * aria-expanded, the icon and the button's name in step, and closes on Escape.
 */
export function mobileMenu(root: ParentNode): void {
  each<HTMLButtonElement>(root, '[data-menu-toggle]', (toggle) => {
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!menu) return;
    const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
    const set = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
      for (const icon of toggle.querySelectorAll<HTMLElement>('[data-menu-icon]'))
        icon.hidden = (icon.dataset.menuIcon === 'close') !== open;
      const label = toggle.querySelector('[data-menu-label]');
      if (label) label.textContent = open ? 'Close menu' : 'Open menu';
    };
    toggle.addEventListener('click', () => set(!isOpen()));
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      set(false);
      toggle.focus();
    });
  });
}
