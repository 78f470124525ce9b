/** Recovery codes shown once (at enrolment or regeneration): each signs in once in place of a code. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <div role="region" aria-label="Recovery codes" className="rounded border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm">
        Save these recovery codes somewhere safe (a password manager). Each one signs you in once if you lose your
        authenticator app. They are not shown again.
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-base sm:grid-cols-5" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
