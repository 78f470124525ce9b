import { Link } from 'react-router';
import { company } from '#shared/company.ts';

/** The long guide's explanation of each alternative, below the comparison table. */
export function AlternativesExplained() {
  return (
    <div className="prose-copy max-w-3xl [&>h3:first-child]:mt-0">
      <h3>Credit union loans</h3>
      <p>
        Credit unions are not-for-profit, member-owned lenders. The law caps their interest at 3% a month, which is
        42.6% APR, so a credit union loan is usually far cheaper than a payday or short-term loan. You join by living,
        working or belonging to an organisation in the credit union&rsquo;s area. Some lend to new members straight
        away, others ask you to save for a few weeks first, and many are used to helping people with poor credit
        histories.
      </p>
      <h3>Universal Credit budgeting advances</h3>
      <p>
        If you have received Universal Credit, or certain other benefits, for six months or more, you can ask for an
        interest-free budgeting advance for essential one-off costs such as replacing a cooker or paying a rent deposit.
        You may get up to £812, depending on your circumstances, and you repay it through deductions from your Universal
        Credit, normally within twelve months. There is no interest and no credit check, which makes it one of the
        safest options available.
      </p>
      <h3>Overdrafts and 0% cards</h3>
      <p>
        An arranged overdraft can cover a short gap of a few weeks, but check the rate: most banks now charge a single
        yearly rate that is often around 35% to 40%. If you have a good credit history, a card with a 0% introductory
        rate on purchases can cost nothing in interest if you clear the balance before the offer ends. Never go over an
        arranged limit, and don&rsquo;t rely on either for everyday bills.
      </p>
      <h3>Help from your employer, creditors and local schemes</h3>
      <p>
        Many employers offer salary advances or hardship funds, sometimes through an app that lets you draw wages you
        have already earned. Energy suppliers, water companies, councils and landlords will often agree to spread a bill
        if you ask before it falls due, and energy suppliers run hardship funds. Your local council may also run a
        welfare assistance scheme that helps with essentials such as food, furniture or white goods.
      </p>
      <h3>Short-term instalment loans</h3>
      <p>
        If none of the options above is available, a short-term instalment loan lets you borrow £
        {company.loanRange.minAmount} to £{company.loanRange.maxAmount.toLocaleString('en-GB')} and repay it in fixed
        monthly payments over {company.loanRange.minTerm} to {company.loanRange.maxTerm} months, rather than in one
        payday lump sum. It is still an expensive form of credit, so borrow the smallest amount you need over the
        shortest term you can afford, and read our <Link to="/guides/understanding-apr">guide to APR</Link> before you
        compare offers.
      </p>
    </div>
  );
}
