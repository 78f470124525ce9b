import { Link } from 'react-router';
import { company } from '#shared/company.ts';
import { GuideCallout } from '../../guide-article.tsx';

/** Part 3 of the complete guide: alternatives, pros and cons, scams, difficulty and takeaways. */
export function CompleteGuideChoosing() {
  return (
    <>
      <h2>Alternatives to consider first</h2>
      <p>
        A short-term loan is rarely the cheapest way to borrow. Before you apply, check whether any of these is open to
        you:
      </p>
      <ul>
        <li>
          <strong>Credit unions.</strong> Not-for-profit lenders whose interest is capped by law at 3% a month (42.6%
          APR). Many lend to people with imperfect credit. You can find one near you through the Association of British
          Credit Unions.
        </li>
        <li>
          <strong>Budgeting advances.</strong> If you have been on Universal Credit or certain other benefits for six
          months or more, you may be able to borrow up to £812 interest-free, depending on your circumstances, repaid
          from future payments.
        </li>
        <li>
          <strong>0% credit cards.</strong> With good credit, a card with a 0% introductory rate on purchases can be
          cheaper, provided you clear the balance before the offer ends.
        </li>
        <li>
          <strong>An arranged overdraft.</strong> For a small amount over a few weeks, this may cost less than a loan.
          Check the rate.
        </li>
        <li>
          <strong>Employer schemes.</strong> Salary advances, hardship funds or earned-wage access can be low cost or
          free.
        </li>
        <li>
          <strong>Grants and payment plans.</strong> Energy supplier hardship funds, local welfare assistance and
          charities may help, and many creditors will agree to spread a bill if you ask.
        </li>
      </ul>

      <h2>Pros and cons of short-term loans</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3>Advantages</h3>
          <ul>
            <li>Quick decisions, often in minutes, with funds usually within 24 hours.</li>
            <li>Fixed monthly payments that you know in advance.</li>
            <li>No security: your home or car is not at risk.</li>
            <li>Available to some people who cannot get mainstream credit.</li>
            <li>You can repay early and save interest.</li>
          </ul>
        </div>
        <div>
          <h3>Disadvantages</h3>
          <ul>
            <li>Much more expensive than mainstream credit.</li>
            <li>Missed payments add charges and damage your credit file.</li>
            <li>A longer term means more interest in total.</li>
            <li>Easy access can lead to repeat borrowing.</li>
            <li>Each full application leaves a hard search on your file.</li>
          </ul>
        </div>
      </div>

      <h2>Is a short-term loan right for you?</h2>
      <p>Ask yourself these questions honestly before you apply:</p>
      <ol>
        <li>Is this cost genuinely urgent, or could it wait until you have saved for it?</li>
        <li>Have you checked the cheaper alternatives above?</li>
        <li>
          After your essential bills, can you meet the monthly payment every month for the whole term, with some money
          to spare?
        </li>
        <li>Would your income still cover the payment if your hours were cut or another bill arrived?</li>
        <li>Are you borrowing to repay other debts? If so, speak to a debt adviser first.</li>
      </ol>
      <p>
        If the answers point towards borrowing, choose the smallest amount that solves the problem and the shortest term
        whose monthly payment you can comfortably afford. That combination keeps the total cost as low as possible.
      </p>

      <GuideCallout title="How to spot a loan scam" tone="warning">
        <ul>
          <li>You are asked to pay a fee before you receive the loan.</li>
          <li>You are contacted out of the blue by a firm offering guaranteed approval.</li>
          <li>
            The firm is not on the FCA&rsquo;s Financial Services Register, or its contact details differ from the
            Register.
          </li>
          <li>You are pressed to decide immediately or asked to keep the loan secret.</li>
        </ul>
        <p>
          No genuine lender can guarantee approval without checking affordability. If you are unsure, check the firm on
          the FCA Register and use the contact details listed there.
        </p>
      </GuideCallout>

      <h2>If you struggle to repay</h2>
      <p>
        Contact your lender as soon as you think you may miss a payment, ideally before it happens. Lenders must treat
        customers in difficulty fairly, and early contact gives you the most options, such as a reduced payment plan or
        a short pause. Ignoring the problem usually makes it worse: missed payments add charges, are reported to credit
        reference agencies and can lead to a default.
      </p>
      <p>
        Get free, confidential help from MoneyHelper, StepChange, National Debtline or Citizens Advice. An adviser can
        look at all your debts together and, where appropriate, help you apply for Breathing Space, which gives you 60
        days&rsquo; protection from most interest, charges and enforcement action while you work out a plan. Never pay
        for debt advice: good advice is available free.
      </p>

      <h2>Key takeaways</h2>
      <ul>
        <li>
          Short-term loans are unsecured loans repaid in fixed monthly instalments; through our lender panel they run
          from £{company.loanRange.minAmount} to £{company.loanRange.maxAmount.toLocaleString('en-GB')} over{' '}
          {company.loanRange.minTerm} to {company.loanRange.maxTerm} months.
        </li>
        <li>Lenders must check affordability, and approval is never guaranteed.</li>
        <li>Compare the APR and the total repayable, and check cheaper alternatives first.</li>
        <li>You have the right to clear information, a 14-day cooling-off period and early repayment.</li>
        <li>Never pay an upfront fee to a broker or lender.</li>
        <li>{company.riskWarning}</li>
      </ul>
      <p>
        When you are ready, our eligibility check uses a soft search, so it will not affect your credit score. Read{' '}
        <Link to="/how-it-works">how it works</Link> or see the questions people ask most on our{' '}
        <Link to="/faq">FAQ page</Link>.
      </p>
    </>
  );
}
