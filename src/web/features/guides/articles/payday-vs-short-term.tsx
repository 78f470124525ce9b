import { Link } from 'react-router';
import { company } from '#shared/company.ts';
import { GuideCallout } from '../guide-article.tsx';
import { PaydayVsShortTermChoosing } from './payday-vs-short-term-choosing.tsx';

export function PaydayVsShortTermArticle() {
  const { minTerm, maxTerm } = company.loanRange;
  return (
    <>
      <p>
        When an unexpected bill lands a week before payday, the words &ldquo;payday loan&rdquo; and &ldquo;short-term
        loan&rdquo; are often used as if they meant the same thing. They do not. The way you repay, the way the cost
        builds up and the pressure a loan puts on your next pay packet are different, and those differences matter if
        money is already tight. This guide explains both, compares them side by side and sets out the cheaper options
        worth checking before you borrow at all.
      </p>

      <h2>What is a payday loan?</h2>
      <p>
        A payday loan is a small, unsecured loan, usually a few hundred pounds, that you repay in a single payment,
        typically on your next payday or within about a month. The lender normally collects the full amount plus
        interest and any fees from your bank account on the agreed date, often using a continuous payment authority on
        your debit card.
      </p>
      <p>
        Payday loans are designed to be fast and simple, but the single repayment is their main drawback. On the day
        your wages arrive, a large slice of them goes straight back to the lender. If the bill that caused the shortfall
        has not gone away, it is easy to be short again the following month, which is how some people end up borrowing
        repeatedly.
      </p>

      <h2>What is a short-term loan?</h2>
      <p>
        In this guide, a short-term loan means a short-term instalment loan: an unsecured personal loan repaid in equal
        monthly instalments over a few months to a few years. The lenders on our panel offer loans from £
        {company.loanRange.minAmount} to £{company.loanRange.maxAmount.toLocaleString('en-GB')} over{' '}
        {company.loanRange.minTerm} to {company.loanRange.maxTerm} months. You know the fixed monthly payment before you
        sign, and each payment reduces what you owe.
      </p>
      <p>
        Spreading the repayments makes each one smaller, which makes a short-term loan easier to fit around your other
        bills. The trade-off is that the longer you borrow for, the more interest you pay in total.
      </p>

      <h2>Payday loans and short-term loans side by side</h2>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Comparison table (scrolls sideways)">
        <table>
          <caption className="sr-only">Comparison of payday loans and short-term instalment loans</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Payday loan</th>
              <th scope="col">Short-term instalment loan</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="border-b! border-slate-200! bg-white!">
                How you repay
              </th>
              <td>One payment, usually on your next payday</td>
              <td>Fixed monthly instalments</td>
            </tr>
            <tr>
              <th scope="row" className="border-b! border-slate-200! bg-white!">
                Typical term
              </th>
              <td>A few days to about a month</td>
              <td>
                {company.loanRange.minTerm} to {company.loanRange.maxTerm} months
              </td>
            </tr>
            <tr>
              <th scope="row" className="border-b! border-slate-200! bg-white!">
                Typical amount
              </th>
              <td>£100 to £1,000</td>
              <td>
                £{company.loanRange.minAmount} to £{company.loanRange.maxAmount.toLocaleString('en-GB')}
              </td>
            </tr>
            <tr>
              <th scope="row" className="border-b! border-slate-200! bg-white!">
                Effect on your budget
              </th>
              <td>A large share of one pay packet</td>
              <td>A smaller, predictable amount each month</td>
            </tr>
            <tr>
              <th scope="row" className="border-b! border-slate-200! bg-white!">
                Typical APR
              </th>
              <td>Often 1,000% to 1,500% or more</td>
              <td>Varies widely by lender and term; representative {company.representativeApr}% APR on our panel</td>
            </tr>
            <tr>
              <th scope="row" className="border-b! border-slate-200! bg-white!">
                Total interest
              </th>
              <td>Lower in pounds if repaid on time, because the term is short</td>
              <td>Can be higher in pounds over a longer term</td>
            </tr>
            <tr>
              <th scope="row" className="border-b! border-slate-200! bg-white!">
                Risk of repeat borrowing
              </th>
              <td>Higher, because the lump sum can leave you short again</td>
              <td>Lower, if the monthly payment is affordable</td>
            </tr>
          </tbody>
        </table>
      </div>

      <h2>What the FCA price cap means for you</h2>
      <p>
        Since 2 January 2015, the Financial Conduct Authority has capped the cost of high-cost short-term credit. That
        covers payday loans and also many short-term instalment loans: broadly, unsecured loans with an APR of 100% or
        more that are due to be repaid within twelve months. Under the cap:
      </p>
      <ul>
        <li>interest and fees must not exceed 0.8% a day of the amount borrowed;</li>
        <li>
          if you pay late, default fees are capped at £15 in total, and interest on the unpaid amount cannot exceed the
          0.8% a day rate;
        </li>
        <li>
          you will never pay back more in interest and fees than the amount you borrowed, so the total cost is capped at
          100%.
        </li>
      </ul>
      <p>
        For example, if you borrowed £300 for 30 days, the most you could be charged in interest and fees is £72 (0.8%
        of £300 is £2.40 a day). And however badly things go, you would never repay more than £600 in total. The cap is
        a safety net, not a target: many lenders charge less, and a loan at the cap is still expensive.
      </p>
      <p>
        The FCA also limits how many times a high-cost short-term loan can be rolled over (extended) to two, and stops
        lenders from repeatedly trying to take money from your account: after two unsuccessful attempts to collect a
        payment using a continuous payment authority, they must stop and contact you.
      </p>

      <h2>Why the single repayment matters</h2>
      <p>
        Compare the two on a realistic budget. Say you take home £1,600 a month and need £400. A payday loan might ask
        for around £500 from your next wages in one go, leaving £1,100 for a whole month of rent, food and bills. A
        short-term loan over several months might ask for a much smaller monthly payment instead. You would likely pay
        more interest in total over the longer term, but you are far less likely to need to borrow again to get through
        the month.
      </p>
      <p>
        That is why many people find an instalment loan easier to manage, and why it is worth comparing the monthly
        payment, not only the headline rate. Our <Link to="/guides/understanding-apr">guide to APR</Link> explains why
        short loans show very high APRs and how to read the total amount repayable alongside them.
      </p>

      <GuideCallout title="Good to know" tone="warning">
        <p>
          We are a credit broker, not a lender, and we do not offer payday loans. The lenders on our panel provide
          short-term instalment loans repaid monthly over {minTerm} to {maxTerm} months. Approval is never guaranteed
          and depends on each lender&rsquo;s own checks.
        </p>
      </GuideCallout>

      <PaydayVsShortTermChoosing />
    </>
  );
}
