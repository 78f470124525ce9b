import { Link } from 'react-router';
import { GuideCallout } from '../guide-article.tsx';

export function ImproveCreditScoreArticle() {
  return (
    <>
      <p>
        Your credit score affects whether lenders will offer you credit and what it costs. The good news is that a score
        is not fixed: it reflects the information on your credit file, and much of that information is within your
        control. This guide explains how scores work in the UK and sets out the practical steps that make a real
        difference, most of which cost nothing.
      </p>

      <h2>How credit scores work in the UK</h2>
      <p>
        There is no single UK credit score. Three credit reference agencies hold files on most adults: Experian, Equifax
        and TransUnion. Each produces its own score on its own scale (Experian out of 999, Equifax out of 1,000 and
        TransUnion out of 710), and lenders do not see those numbers. A lender looks at the information on your file and
        scores you with its own rules, which is why one lender may accept you when another does not.
      </p>
      <p>
        Your file records your credit accounts and how you have repaid them over the last six years, whether you are on
        the electoral register, any county court judgments (CCJs), defaults, bankruptcies or individual voluntary
        arrangements (IVAs), the people you are financially linked to, and the searches made when you applied for
        credit.
      </p>

      <h2>Step 1: check your credit reports</h2>
      <p>
        Start by seeing what lenders see. You have a legal right to a free copy of your credit report from each agency,
        and all three offer free online access, directly or through partner services. Check all three, because they do
        not always hold the same information.
      </p>
      <p>Look for:</p>
      <ul>
        <li>accounts you do not recognise, which could be a mistake or a sign of identity fraud;</li>
        <li>late payments or defaults that are wrong, or that should have been removed after six years;</li>
        <li>old addresses, and financial links to people you no longer share finances with;</li>
        <li>debts shown as outstanding that you have settled.</li>
      </ul>
      <p>
        If something is wrong, raise a dispute with the agency. It will check with the lender and must mark the entry as
        disputed while it investigates. You can also add a notice of correction of up to 200 words to explain a genuine
        entry, for example a missed payment during a period of illness.
      </p>

      <h2>Step 2: register on the electoral roll</h2>
      <p>
        Lenders use the electoral register to confirm your name and address. Not being on it is one of the most common
        reasons for a thin or low-scoring file, and registering is free at gov.uk/register-to-vote. If you cannot
        register, for example because you are not eligible to vote, you can ask the agencies to add a note explaining
        this and offering other proof of residence.
      </p>

      <h2>Step 3: pay every bill on time</h2>
      <p>
        Payment history carries the most weight. A single late payment can stay on your file for six years, although its
        effect fades as you build a record of on-time payments after it. Set up direct debits for at least the minimum
        payment on every credit card, loan and phone contract, and for bills that are reported to the agencies, so that
        a busy month never becomes a missed payment. If you know you are going to struggle, contact the lender before
        the payment is due: they must treat you fairly and may agree a temporary arrangement.
      </p>

      <h2>Step 4: keep your credit utilisation low</h2>
      <p>
        Credit utilisation is how much of your available credit you are using. Owing £900 on a card with a £1,000 limit
        suggests you are stretched, even if you never miss a payment. As a rule of thumb, try to keep balances below
        about 30% of your limits, and lower still if you can. Paying more than the minimum each month is the most direct
        way to bring utilisation down, and it saves you interest.
      </p>

      <h2>Step 5: space out your applications</h2>
      <p>
        Every full application for credit leaves a hard search on your file that other lenders can see for twelve
        months. Several hard searches close together can look as though you are urgently seeking credit. Use eligibility
        checkers that run a soft search instead: a soft search is visible only to you and does not affect your score.
        Our own <Link to="/how-it-works">eligibility check</Link> uses a soft search; a lender runs a hard search only
        if you choose to go ahead with an application with them.
      </p>

      <h2>Step 6: build a history if you have none</h2>
      <p>
        Having no credit history can be as much of an obstacle as a poor one, because lenders have nothing to judge you
        on. Ways to start building a record include:
      </p>
      <ul>
        <li>
          a credit-builder credit card, used for a small regular purchase and paid off in full every month by direct
          debit;
        </li>
        <li>
          making sure your mobile phone contract, and where possible your rent, is reported to the credit reference
          agencies;
        </li>
        <li>joining a credit union, which may offer small loans designed to build a record at a capped cost.</li>
      </ul>

      <h2>Step 7: break financial links you no longer need</h2>
      <p>
        A joint account or joint loan links your file to the other person&rsquo;s. If you have separated and no longer
        share any accounts, ask each agency for a notice of disassociation so that their history no longer affects your
        applications.
      </p>

      <h2>Step 8: keep old, well-run accounts open</h2>
      <p>
        A long history of managing an account well helps your file. Closing your oldest card can shorten that history
        and reduce your available credit, which raises your utilisation. If an old card has no annual fee and you are
        not tempted to overspend, keeping it open and using it lightly is usually better for your score.
      </p>

      <h2>How long negative marks stay on your file</h2>
      <ul>
        <li>Late and missed payments: six years from the date of the payment.</li>
        <li>Defaults: six years from the date of the default, whether or not you repay the debt.</li>
        <li>
          CCJs: six years from the date of judgment; if you pay within one month, you can have the judgment removed.
        </li>
        <li>Bankruptcy and IVAs: normally six years from the date they began.</li>
      </ul>
      <p>
        Settling a defaulted debt does not remove the entry early, but the account is then marked as satisfied, which
        lenders view more kindly than an unpaid default.
      </p>

      <GuideCallout title="Myths to ignore">
        <ul>
          <li>
            Checking your own score does not lower it. Only searches for credit you apply for are seen by lenders.
          </li>
          <li>
            There is no credit blacklist. Lenders decide for themselves, based on your file and their own criteria.
          </li>
          <li>
            Your partner&rsquo;s or housemates&rsquo; history does not affect you unless you share a financial product
            with them.
          </li>
          <li>
            Earning more does not raise your score on its own, although lenders do consider income for affordability.
          </li>
        </ul>
      </GuideCallout>

      <h2>How long it takes</h2>
      <p>
        Fixing an error can take a few weeks, and registering on the electoral roll shows up once the register is
        updated. Rebuilding a score after missed payments takes longer: expect steady improvement over six to twelve
        months of on-time payments, and more as older problems age. Be wary of any company that promises to repair your
        credit quickly for a fee; you can do everything in this guide yourself, free.
      </p>

      <h2>If you need to borrow in the meantime</h2>
      <p>
        A lower score does not always mean a refusal. Some lenders specialise in applicants with poor or limited credit,
        and they look at your current income and outgoings as well as your history. Read our page on{' '}
        <Link to="/bad-credit-loans">loans for people with bad credit</Link> to see what lenders consider, and remember
        that approval is never guaranteed and borrowing at a high cost when money is already tight can make things
        harder. If you are behind on bills, speak to a free debt advice service first.
      </p>

      <h2>Key takeaways</h2>
      <ul>
        <li>Check all three credit reports and dispute anything that is wrong.</li>
        <li>Register to vote at your current address.</li>
        <li>Pay on time, every time, using direct debits.</li>
        <li>Keep balances well below your limits and avoid clusters of hard searches.</li>
        <li>Give it time: good habits outweigh old problems as the months pass.</li>
      </ul>
    </>
  );
}
