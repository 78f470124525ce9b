import { Link } from 'react-router';
import { company } from '#shared/company.ts';
import { COMMISSION_WHEN } from '#shared/commission.ts';
import { RepresentativeExampleCallout } from '../../guide-article.tsx';

/** Part 2 of the complete guide: costs, the price cap, bad credit, your rights and brokers. */
export function CompleteGuideCosts() {
  return (
    <>
      <h2>What a short-term loan costs</h2>
      <p>
        The cost of a loan is the interest, plus any compulsory fees, over the time you borrow. The Annual Percentage
        Rate (APR) rolls these into a single yearly figure so that loans can be compared fairly. The lenders on our
        panel offer rates from {company.rateRange.minApr}% APR to a maximum of{' '}
        {company.rateRange.maxApr.toLocaleString('en-GB')}% APR, and our representative APR is{' '}
        {company.representativeApr}%, which means at least 51% of customers who take a loan through us are offered that
        rate or better.
      </p>
      <RepresentativeExampleCallout />
      <p>
        Three things shape what you will pay. The amount: borrowing less means paying less interest. The term: a longer
        term lowers each monthly payment but increases the total interest. And your circumstances: lenders price loans
        according to the risk they see, so a stronger credit history usually means a lower rate. Short loans often show
        high APRs because the cost is expressed as a yearly rate; our{' '}
        <Link to="/guides/understanding-apr">guide to APR</Link> explains why you should also compare the total amount
        repayable in pounds.
      </p>

      <h2>The FCA price cap</h2>
      <p>
        Many short-term loans count as high-cost short-term credit: broadly, unsecured loans with an APR of 100% or more
        that must be repaid within twelve months. Since 2 January 2015 the FCA has capped their cost:
      </p>
      <ul>
        <li>interest and fees cannot be more than 0.8% a day of the amount borrowed;</li>
        <li>default fees for late payment are capped at £15;</li>
        <li>
          you will never pay back more than 100% of the amount borrowed in interest and fees, so you never repay more
          than double.
        </li>
      </ul>
      <p>
        Loans of more than twelve months fall outside the cap, but lenders must still assess affordability, treat you
        fairly and explain the full cost before you sign.
      </p>

      <h2>Can you get a short-term loan with bad credit?</h2>
      <p>
        Possibly. Some of the lenders on our panel specialise in people with poor or limited credit histories, including
        those with missed payments, defaults or county court judgments. They put more weight on whether the loan is
        affordable now, based on your current income and outgoings. Expect a higher rate than someone with a strong
        file, and remember that approval is never guaranteed. If a lender declines you, avoid a string of full
        applications elsewhere, because each hard search is visible to other lenders; use soft-search checks instead.
        Our page on <Link to="/bad-credit-loans">bad credit loans</Link> explains what lenders consider, and our guide
        on <Link to="/guides/improve-credit-score">improving your credit score</Link> sets out steps that help over
        time.
      </p>

      <h2>Your rights when you borrow</h2>
      <p>Consumer credit law and the FCA&rsquo;s rules give you important protections:</p>
      <ul>
        <li>
          <strong>Clear information before you sign.</strong> The lender must give you the pre-contract credit
          information (often called the SECCI), setting out the amount, term, APR, total repayable, charges and your
          rights.
        </li>
        <li>
          <strong>A 14-day cooling-off period.</strong> You can withdraw from the agreement within 14 days of signing
          it. You repay the money borrowed plus interest for the days you had it, with no other penalty.
        </li>
        <li>
          <strong>Early repayment.</strong> You can repay all or part of the loan early at any time. This usually
          reduces the interest you pay; any charge for doing so is strictly limited by law.
        </li>
        <li>
          <strong>Limits on collection.</strong> A lender using a continuous payment authority on your debit card may
          make only two unsuccessful attempts to collect a payment before it must stop and contact you. You can cancel a
          continuous payment authority by telling your bank.
        </li>
        <li>
          <strong>Fair treatment if you struggle.</strong> If you tell your lender you are in difficulty, it must treat
          you with forbearance and consider options such as reduced payments, more time to pay, or freezing interest and
          charges.
        </li>
        <li>
          <strong>A route to complain.</strong> If you are unhappy, complain to the firm first. If you are not satisfied
          with its final response, or it has not replied within eight weeks, you can take the complaint to the Financial
          Ombudsman Service free of charge.
        </li>
      </ul>

      <h2>Brokers and lenders: what is the difference?</h2>
      <p>
        A lender provides the money and sets the rate. A broker, like us, introduces you to lenders. We are{' '}
        {company.companyName}, a credit broker authorised and regulated by the Financial Conduct Authority (FRN{' '}
        {company.fcaFrn}). We are not a lender and do not make lending decisions. One application through us can be
        considered by several lenders, which saves you applying to each in turn.
      </p>
      <p>
        We never charge you a fee. We are paid a commission by a lender {COMMISSION_WHEN}, and you can ask us about the
        nature of that commission at any time. Be wary of any broker that asks you for money upfront: it is a common
        sign of loan fee fraud.
      </p>
    </>
  );
}
