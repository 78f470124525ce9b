import { Link } from 'react-router';
import { company } from '#shared/company.ts';

/** The firm's mark and name, linking home: the one logo of the site, the application and its emails' pages. */
export function Logo({ tone = 'dark', nameOnPhones = true }: { tone?: 'dark' | 'light'; nameOnPhones?: boolean }) {
  const toneClass = tone === 'dark' ? 'text-brand-900' : 'text-white';
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={`${company.companyName} home`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#14307f" />
        <path
          d="M9 21.5 14.5 16 18 19.5 24 11"
          fill="none"
          stroke="#34d399"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${toneClass} ${nameOnPhones ? '' : 'hidden sm:inline'}`}>
        {company.companyName}
      </span>
    </Link>
  );
}
