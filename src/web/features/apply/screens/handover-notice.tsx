import { gbp } from '#shared/money.ts';
import { COMMISSION_WHEN } from '#shared/commission.ts';
import type { Buyer } from './handover.ts';

/**
 * What happens at the handover, on one notice: who the lender is, what comes next, and what we
 * are paid for the introduction (CONC 4.5.3R), said before the applicant is sent to the lender.
 */
export function HandoverNotice({ buyer, leaving }: { buyer: Buyer | null; leaving: boolean }) {
  const lender = buyer?.lenderName ?? 'The lender';
  return (
    <div role="status" className="mt-3 space-y-3 text-left text-slate-700">
      <p>
        <strong className="text-brand-900">{lender}</strong> can consider your application.
        {leaving ? ` We are taking you to ${buyer ? `${buyer.lenderName}'s` : 'its'} website to finish.` : ''}
      </p>
      <p>
        <strong>What happens next:</strong> on its website {buyer ? buyer.lenderName : 'the lender'} confirms your
        details and, if it approves you, shows you its loan agreement before you sign anything. Approval is not
        guaranteed.
      </p>
      <p>
        <strong>Our commission:</strong> we are a credit broker, not a lender. {lender} pays us a commission
        {buyer?.commission != null ? ` of ${gbp(buyer.commission)}` : ''} for introducing you, paid {COMMISSION_WHEN};
        it does not change what you pay.
      </p>
    </div>
  );
}
