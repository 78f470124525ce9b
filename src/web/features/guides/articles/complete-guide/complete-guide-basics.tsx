import { Link } from 'react-router';
import { company } from '#shared/company.ts';

/** Part 1 of the complete guide: what short-term loans are, how they work and who can apply. */
export function CompleteGuideBasics() {
  const { loanRange } = company;
  const maxAmount = loanRange.maxAmount.toLocaleString('en-GB');
  const howItWorks = <Link to="/how-it-works">how it works</Link>;
  return (
    <>
      <p>
        Short-term loans can help when a cost arrives before your money does: a car that fails its MOT, a boiler that
        gives up in January, a deposit you had not planned for. They can also be expensive, and borrowing the wrong
        amount, over the wrong term or from the wrong firm can make a difficult month worse. This guide brings together
        everything you need to know before you apply, so that you can decide calmly whether a short-term loan is right
        for you, and if it is, how to borrow as safely and cheaply as possible.
      </p>

      <h2>What is a short-term loan?</h2>
      <p>
        A short-term loan is an unsecured personal loan for a relatively small amount, repaid in fixed monthly
        instalments over months rather than years. &ldquo;Unsecured&rdquo; means it is not tied to your home or car: the
        lender relies on your promise to repay, backed by its checks on your income and credit history. Through our
        panel of lenders you can ask for £{loanRange.minAmount} to £{maxAmount} over {loanRange.minTerm} to{' '}
        {loanRange.maxTerm} months.
      </p>
      <p>
        Short-term loans are different from payday loans, which are repaid in a single lump sum on your next payday.
        Spreading the cost over several months means smaller payments, although you pay interest for longer. Our guide
        to <Link to="/guides/payday-loans-vs-short-term-loans">payday loans and short-term loans</Link> compares the two
        in detail. We do not arrange payday loans, secured loans, guarantor loans, logbook loans or debt consolidation
        loans.
      </p>

      <h2>What people use them for</h2>
      <p>People most often borrow over a short term to cover a one-off cost that cannot wait, such as:</p>
      <ul>
        <li>car repairs needed to get to work;</li>
        <li>replacing a broken boiler, fridge or washing machine;</li>
        <li>urgent repairs to a leaking roof or a broken window;</li>
        <li>an unexpectedly large bill;</li>
        <li>travel at short notice for a family emergency.</li>
      </ul>
      <p>
        Short-term loans are not a good way to cover everyday living costs month after month. If your income does not
        stretch to your regular bills, a loan adds a repayment to an already stretched budget. In that situation, free
        debt advice is a better first step than more credit.
      </p>

      <h2>How the process works</h2>
      <p>Applying through a broker like us follows four stages:</p>
      <ol>
        <li>
          <strong>You tell us what you need.</strong> You choose an amount and a term, then complete one secure
          application covering your personal details, address history, employment, income, bank and outgoings. It takes
          {company.applicationTime}.
        </li>
        <li>
          <strong>We check your eligibility with a soft search.</strong> A soft search lets lenders see whether you are
          likely to be accepted without leaving a mark that other lenders can see, so it does not affect your credit
          score.
        </li>
        <li>
          <strong>A lender makes a decision.</strong> We match your application against the lenders on our panel. If a
          lender can help, you are passed to it to review the offer, usually within minutes. The lender makes the final
          decision after its own checks, which normally include a hard search on your credit file, and it contacts you
          directly.
        </li>
        <li>
          <strong>You sign and receive the money.</strong> If you accept, you sign the credit agreement online. Funds
          are usually sent within 24 hours, and can arrive within an hour or take up to one business day, depending on
          the lender and your bank.
        </li>
      </ol>
      <p>
        You are under no obligation at any stage. You can stop before signing, and you have a legal right to withdraw
        from the agreement for 14 days after signing it. Read more on our {howItWorks} page.
      </p>

      <h2>Who can apply</h2>
      <p>To apply through us you need to:</p>
      <ul>
        <li>be 18 or over;</li>
        <li>live in the UK;</li>
        <li>have a UK bank account;</li>
        <li>have a regular income, whether from employment, self-employment, a pension or benefits.</li>
      </ul>
      <p>
        Meeting these conditions does not guarantee a loan. Each lender sets its own lending criteria and decides for
        itself whether to lend.
      </p>

      <h2>What you will need to apply</h2>
      <p>Having these to hand makes the application quicker and more accurate:</p>
      <ul>
        <li>your addresses for the last three years;</li>
        <li>your employer&rsquo;s name, your job title and your pay dates;</li>
        <li>your monthly income after tax, and your main monthly outgoings;</li>
        <li>
          the account number and sort code of the bank account your income is paid into, and your debit card type.
        </li>
      </ul>

      <h2>How much to borrow, and for how long</h2>
      <p>
        Borrow the smallest amount that solves the problem. It is tempting to add a little extra for breathing room, but
        every extra pound costs interest. Get a firm quote for the repair or replacement first, and check whether you
        can cover part of the cost from savings.
      </p>
      <p>
        Then choose the term. A longer term lowers the monthly payment but increases the total you repay; a shorter term
        costs less overall but asks more of each month&rsquo;s budget. The right term is the shortest one whose monthly
        payment you could still meet comfortably if another unexpected cost came along. Remember that you can repay
        early, usually reducing the interest, if your circumstances improve.
      </p>

      <h2>What lenders check</h2>
      <p>
        Lenders authorised by the Financial Conduct Authority must check that a loan is affordable for you before they
        lend. This is called a creditworthiness assessment, and it looks at two things: the risk to the lender that you
        will not repay, and the risk to you that repaying will cause you financial difficulty. In practice, lenders look
        at:
      </p>
      <ul>
        <li>
          <strong>Your income.</strong> How much you earn and how often, and whether it is regular. Lenders may verify
          it using your credit file, bank data or payslips.
        </li>
        <li>
          <strong>Your outgoings.</strong> Rent or mortgage, council tax, utilities, food, travel, childcare and
          existing credit repayments. What is left over must comfortably cover the new payment.
        </li>
        <li>
          <strong>Your credit history.</strong> How you have managed credit in the past six years, including any missed
          payments, defaults or county court judgments.
        </li>
        <li>
          <strong>Your identity and address.</strong> Checked against the electoral register and other records, to
          prevent fraud.
        </li>
      </ul>
      <p>
        Give accurate figures. Overstating your income or understating your outgoings might get a loan approved that you
        cannot afford, and knowingly giving false information on a credit application is fraud.
      </p>
    </>
  );
}
