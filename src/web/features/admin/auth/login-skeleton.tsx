import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ShellSkeleton } from '#web/lib/spa-shell.ts';
import { LoginForm } from './login-form.tsx';

// Build time only (the SPA shell's prerender, src/web/root.tsx): /admin/login as it looks while its
// scripts load, every field disabled (nothing typed is lost, nothing is submitted without them).

export function loginSkeleton(): ShellSkeleton {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <LoginForm pending />
    </MemoryRouter>,
  );
  return { path: '/admin/login', key: 'admin-login', html };
}
