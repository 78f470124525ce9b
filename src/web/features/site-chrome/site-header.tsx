import { Link, NavLink } from 'react-router';
import { Menu, Phone, X } from 'lucide-react';
import { company } from '#shared/company.ts';
import { headerLinks } from './nav.ts';
import { Logo } from '#web/components/ui/logo.tsx';

const MENU_ID = 'mobile-menu';

/** Site header. The mobile menu button is wired by the islands script (src/web/islands/mobile-menu.ts). */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className={
          'sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 ' +
          'focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2'
        }
      >
        Skip to main content
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-2">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `whitespace-nowrap rounded px-2 py-2 text-sm font-medium ` +
                    `hover:text-brand-700 ${isActive ? 'text-brand-700' : 'text-slate-700'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={company.phoneHref}
            className="hidden items-center gap-1 whitespace-nowrap text-sm font-semibold text-slate-700 xl:flex"
          >
            <Phone aria-hidden="true" className="size-4" /> {company.phone}
          </a>
          <Link
            to="/apply"
            className={
              'whitespace-nowrap rounded-lg bg-accent-600 px-4 py-2 text-sm ' +
              'font-semibold text-white shadow-sm hover:bg-accent-700'
            }
          >
            <span className="hidden md:inline">Check Eligibility</span>
            <span className="md:hidden">Apply</span>
          </Link>
          <button
            type="button"
            className={
              'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 ' +
              'hover:bg-slate-100 md:hidden'
            }
            aria-expanded="false"
            aria-controls={MENU_ID}
            data-menu-toggle
          >
            <span data-menu-icon="open">
              <Menu aria-hidden="true" className="size-6" />
            </span>
            <span data-menu-icon="close" hidden>
              <X aria-hidden="true" className="size-6" />
            </span>
            <span className="sr-only" data-menu-label>
              Open menu
            </span>
          </button>
        </div>
      </div>
      <nav id={MENU_ID} aria-label="Mobile" hidden className="border-t border-slate-200 bg-white md:hidden">
        <ul className="container-page py-2">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded px-2 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
