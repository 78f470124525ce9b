import { company, representativeExampleText } from '#shared/company.ts';

/** Risk warning with the free debt advice pointer (MoneyHelper), shown on every public page. */
export function RiskWarning({ className = '' }: { className?: string }) {
  return (
    <p className={className}>
      <strong>Warning:</strong> Late repayment can cause you serious money problems. For help, go to{' '}
      <a href={company.debtAdvice.url} className="font-semibold underline" rel="noopener" target="_blank">
        moneyhelper.org.uk
      </a>
      .
    </p>
  );
}

export function RepresentativeExample({ className = '' }: { className?: string }) {
  return <p className={className}>{representativeExampleText()}</p>;
}
