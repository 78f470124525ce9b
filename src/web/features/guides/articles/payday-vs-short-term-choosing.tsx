import { Link } from 'react-router';
import { company } from '#shared/company.ts';

/** Second half of the payday vs short-term guide: alternatives, how to decide, takeaways. */
export function PaydayVsShortTermChoosing() {
  return (
    <>
      <h2>Cheaper options to check first</h2>
      <p>
        Both payday loans and short-term loans are expensive forms of credit. Before applying for either, check whether
        one of these could work for you:
      </p>
      <ul>
        <li>
          <strong>A credit union loan.</strong> Credit unions are community-owned lenders. By law their interest is
          capped at 3% a month, which is 42.6% APR, far below most short-term loans. Some can lend quickly to members,
          and many help people with poor credit.
        </li>
        <li>
          <strong>A Universal Credit budgeting advance.</strong> If you have received Universal Credit or certain other
          benefits for at least six months, you may be able to get an interest-free advance of up to £812, depending on
          your circumstances, for emergencies such as replacing a broken cooker. It is repaid through your Universal
          Credit payments.
        </li>
        <li>
          <strong>An advance from your employer.</strong> Some employers will pay part of your wages early or offer a
          salary advance scheme, often at little or no cost.
        </li>
        <li>
          <strong>Your bank.</strong> An arranged overdraft, or a small increase to one, can cost less for a short
          period. Compare the overdraft&rsquo;s APR with the loan first.
        </li>
        <li>
          <strong>Talking to whoever you owe.</strong> Energy suppliers, councils and landlords often agree a payment
          plan if you ask early. Many energy suppliers also run hardship funds.
        </li>
        <li>
          <strong>Local support.</strong> Your council may run a local welfare assistance scheme for essentials, and
          charities can help with specific costs.
        </li>
      </ul>

      <h2>Who each type of loan might suit</h2>
      <p>
        There is no option that is right for everyone, but some patterns are clear. A single-payment loan only works if
        the shortfall is genuinely one-off and your next pay packet can absorb the full repayment without leaving you
        short for rent, food or bills. In practice that is a narrow set of circumstances, which is why payday loans so
        often lead to repeat borrowing.
      </p>
      <p>
        A short-term instalment loan may suit you better if the cost is larger than you could repay in one go, if your
        income is steady enough to meet a fixed monthly payment, and if you want to know exactly what you will pay each
        month before you commit. Choosing the shortest term with a payment you can comfortably afford keeps the total
        interest down.
      </p>
      <p>
        Neither is right if your income does not cover your essential spending month after month, if you are already
        behind on other credit, or if you would be borrowing to repay another loan. In those situations the most useful
        next step is free debt advice, not more credit.
      </p>

      <h2>How to decide</h2>
      <p>If you have checked the alternatives and still need to borrow, these questions will help you choose:</p>
      <ol>
        <li>
          <strong>Can you repay the full amount from your next pay without running short?</strong> If not, a
          single-payment loan is likely to cause problems. An instalment loan may suit you better, or you may be better
          off not borrowing.
        </li>
        <li>
          <strong>What monthly payment can you afford after essential bills?</strong> Work this out honestly, including
          rent or mortgage, council tax, energy, food, travel and existing debts. Leave some room for the unexpected.
        </li>
        <li>
          <strong>What is the total amount repayable?</strong> Compare the total cost in pounds across the options, not
          just the APR.
        </li>
        <li>
          <strong>Can you repay early?</strong> You have a legal right to settle early, which usually saves interest.
          Check how the lender calculates the settlement figure.
        </li>
        <li>
          <strong>What happens if you miss a payment?</strong> Read the lender&rsquo;s charges for late payment and what
          support they offer if you fall behind.
        </li>
      </ol>

      <h2>Protecting yourself when you borrow</h2>
      <ul>
        <li>Only deal with firms authorised by the FCA. You can check a firm on the Financial Services Register.</li>
        <li>Never pay an upfront fee to get a loan. Genuine brokers are paid by lenders; we never charge you a fee.</li>
        <li>Use soft-search eligibility checks so that shopping around does not harm your credit score.</li>
        <li>
          Read the pre-contract information carefully. You can withdraw from a credit agreement within 14 days of
          signing it.
        </li>
        <li>
          Avoid taking a new loan to repay an old one. If you find yourself doing that, speak to a free debt adviser.
        </li>
      </ul>

      <h2>If you are already struggling</h2>
      <p>
        If you are behind on bills or relying on credit to cover everyday costs, another loan is unlikely to help. Free,
        confidential advice is available from MoneyHelper, StepChange, National Debtline and Citizens Advice. They can
        help you set a budget, deal with creditors and, where appropriate, apply for the Breathing Space scheme, which
        pauses most enforcement action and freezes most interest and charges for 60 days while you get advice. Lenders
        must also treat you fairly if you tell them you are in difficulty, for example by agreeing reduced payments.
      </p>

      <h2>Key takeaways</h2>
      <ul>
        <li>A payday loan is repaid in one lump sum; a short-term loan is repaid in fixed monthly instalments.</li>
        <li>
          The FCA caps the cost of high-cost short-term credit: 0.8% a day, £15 default fees, and never more than 100%
          of what you borrowed.
        </li>
        <li>Instalments are usually easier on your budget, but a longer term means more interest in total.</li>
        <li>Check a credit union, a budgeting advance or your employer before borrowing at a high cost.</li>
        <li>{company.riskWarning}</li>
      </ul>
      <p>
        Want to see how short-term loans work with us? Read <Link to="/how-it-works">how it works</Link> or our{' '}
        <Link to="/guides/short-term-loans-complete-guide">complete guide to short-term loans</Link>.
      </p>
    </>
  );
}
