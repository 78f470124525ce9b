import { Link } from 'react-router';
import { company, gbp } from '#shared/company.ts';
import { GuideCallout, RepresentativeExampleCallout } from '../guide-article.tsx';

// The APR guide's own illustration (docs/product.md#constants): £500 over 6 months at £103.50 a month. It is
// not the representative example, so it is always labelled as an illustration and shown beside it.
const illustration = { amount: 500, term: 6, monthly: 103.5, total: 621, interest: 121 } as const;

export function UnderstandingAprArticle() {
  const ex = company.representativeExample;
  return (
    <>
      <p>
        APR is the number you will see on almost every loan advert in the UK, and it is one of the most useful tools you
        have for comparing credit. It is also one of the most misunderstood. This guide explains what APR includes, what
        the word &ldquo;representative&rdquo; means, why short-term loans often show a high APR, and why the total
        amount you repay is just as important when you decide whether a loan is right for you.
      </p>

      <h2>What APR means</h2>
      <p>
        APR stands for Annual Percentage Rate. It expresses the total cost of borrowing as a yearly percentage of the
        amount you borrow. Because every lender has to work it out in the same way, under the Consumer Credit Act and
        the Financial Conduct Authority&rsquo;s rules, it lets you compare loans with different interest rates, fees and
        lengths on a like-for-like basis.
      </p>
      <p>
        The key point is that APR is more than the interest rate. The interest rate tells you what you are charged for
        the money itself. APR adds in the compulsory charges you have to pay to take the loan, and it reflects when
        those charges and repayments fall. Two loans with the same interest rate can therefore have different APRs if
        one of them has an arrangement fee.
      </p>

      <h2>What APR includes, and what it leaves out</h2>
      <p>APR must include:</p>
      <ul>
        <li>the interest you will be charged over the life of the loan;</li>
        <li>any fee you have to pay to get the loan, such as an arrangement or administration fee;</li>
        <li>the timing of your repayments, because paying back sooner reduces the cost of borrowing.</li>
      </ul>
      <p>APR does not include:</p>
      <ul>
        <li>optional extras you are free to decline;</li>
        <li>charges that depend on something going wrong, such as a late payment or default fee;</li>
        <li>
          the effect of paying the loan off early, which you have a legal right to do and which usually saves you
          interest.
        </li>
      </ul>
      <p>
        So APR describes the cost of a loan that is repaid exactly as agreed. If you miss payments, the real cost can be
        higher.
      </p>

      <h2>What &ldquo;representative APR&rdquo; means</h2>
      <p>
        The rate you are offered depends on your circumstances, so a lender or broker cannot know your APR before it has
        assessed your application. Advertising rules deal with this by requiring a representative APR. This is the rate
        that at least 51% of the customers who take out credit as a result of the advert are expected to receive. Up to
        49% may be offered a higher rate.
      </p>
      <p>
        Our representative APR is {company.representativeApr}%. The lenders on our panel offer rates from{' '}
        {company.rateRange.minApr}% APR to a maximum of {company.rateRange.maxApr.toLocaleString('en-GB')}% APR,
        depending on the lender, the amount, the term and your credit history. The lender will always show you your own
        APR and the exact cost before you sign anything, and you are under no obligation to accept.
      </p>

      <h2>Why short-term loans show high APRs</h2>
      <p>
        APR is an annual measure. When a loan lasts a few months, the cost is still expressed as if it ran for a whole
        year, with interest charged on interest. That makes the percentage look very large next to a mortgage or a
        five-year car loan, even when the amount of money you pay in interest is modest. A loan of a few hundred pounds
        over a few months can have a three-figure APR while costing less in pounds than a longer loan at a far lower
        APR.
      </p>
      <p>
        That does not mean a high APR is unimportant. It tells you this is an expensive form of credit compared with a
        credit union, a 0% credit card or an overdraft within its limit, and it should make you ask whether a cheaper
        option is open to you first. Our{' '}
        <Link to="/guides/payday-loans-vs-short-term-loans">guide to payday and short-term loans</Link> sets out some of
        those options.
      </p>

      <h2>An illustration in pounds and pence</h2>
      <GuideCallout title="Illustration only: not an offer and not our representative example">
        <p>
          Suppose you borrowed {gbp(illustration.amount, 0)} over {illustration.term} months and the lender charged
          monthly payments of {gbp(illustration.monthly)}. You would repay {gbp(illustration.total, 0)} in total, of
          which {gbp(illustration.interest, 0)} is interest. The figures are rounded and chosen to show the arithmetic;
          your own figures will depend on the lender and your circumstances.
        </p>
      </GuideCallout>
      <RepresentativeExampleCallout />
      <p>
        Looking at both numbers side by side shows why you should read the pounds as well as the percentage. The APR
        tells you how one loan compares with another; the total repayable tells you what this particular loan will take
        out of your budget.
      </p>

      <h2>APR or total amount repayable: which should you compare?</h2>
      <p>Use both, for different questions:</p>
      <ul>
        <li>
          <strong>Comparing loans of the same amount and term?</strong> The lower APR is the cheaper loan.
        </li>
        <li>
          <strong>Comparing loans of different lengths?</strong> Look at the total repayable. A longer term usually
          means a lower monthly payment but more interest overall.
        </li>
        <li>
          <strong>Checking affordability?</strong> Look at the monthly payment and ask whether you can meet it every
          month, after your essential bills, without borrowing again.
        </li>
      </ul>

      <h2>Interest rate, monthly rate and APR</h2>
      <p>
        You may also see a fixed annual interest rate (for example &ldquo;{ex.interestRate}% pa fixed&rdquo;) quoted
        next to the APR. A fixed rate means your payments will not change during the loan. Some lenders also quote a
        monthly rate, which can look small but is much larger once it is compounded over a year. If you are comparing a
        monthly rate with an APR, you are not comparing like with like, so ask for the APR.
      </p>

      <h2>A quick checklist before you borrow</h2>
      <ol>
        <li>Check the APR the lender actually offers you, not only the representative APR in the advert.</li>
        <li>Check the total amount repayable and the monthly payment in pounds.</li>
        <li>Ask what happens if you pay late, and what it costs.</li>
        <li>Check whether you can repay early and how much interest that would save.</li>
        <li>Compare with cheaper options, such as a credit union, before you commit.</li>
      </ol>
      <p>
        Read the pre-contract credit information the lender gives you: it sets out the APR, the total cost and your
        rights, including the right to withdraw within 14 days of signing the agreement.
      </p>

      <h2>Key takeaways</h2>
      <ul>
        <li>APR combines interest and compulsory fees into one yearly figure so that loans can be compared fairly.</li>
        <li>The representative APR is what at least 51% of successful applicants receive; your rate may differ.</li>
        <li>
          Short loans show high APRs because the cost is expressed over a year; always check the total in pounds too.
        </li>
        <li>Only borrow what you can repay. {company.riskWarning}</li>
      </ul>
    </>
  );
}
