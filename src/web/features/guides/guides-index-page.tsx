import { BookOpen, Clock, Percent, Scale, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import { completeGuide, guideCards, guidePath, type Guide, type GuideIcon } from './guide-catalogue.ts';
import { guidesCrumbs } from './guide-seo.ts';

const icons: Record<GuideIcon, LucideIcon> = {
  book: BookOpen,
  scale: Scale,
  'trending-up': TrendingUp,
  percent: Percent,
};

function ReadTime({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <Clock aria-hidden="true" className="size-4" /> {minutes} min read
    </span>
  );
}

function GuideCardItem({ guide }: { guide: Guide }) {
  const Icon = icons[guide.icon];
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      >
        <Icon className="size-6" />
      </span>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-accent-700">{guide.category}</p>
      <h2 className="mt-1 text-lg font-bold text-slate-900">
        <Link to={guidePath(guide.slug)} className="hover:text-brand-700 hover:underline">
          {guide.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-slate-700">{guide.description}</p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <ReadTime minutes={guide.readTime} />
        <Link to={guidePath(guide.slug)} className="font-semibold text-brand-700 underline">
          Read guide<span className="sr-only">: {guide.title}</span>
        </Link>
      </div>
    </li>
  );
}

export function GuidesIndexPage() {
  const FeaturedIcon = icons[completeGuide.icon];
  return (
    <ContentPage
      wide
      crumbs={guidesCrumbs}
      title="Guides to borrowing and credit"
      lead={
        'Plain-English guides written to help you understand short-term borrowing, ' +
        'compare your options and protect your credit score, whether or not you ' +
        'decide to apply.'
      }
    >
      <section
        aria-labelledby="featured-guide"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-6 md:flex md:items-start md:gap-6"
      >
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white"
        >
          <FeaturedIcon className="size-6" />
        </span>
        <div className="mt-4 md:mt-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">
            Start here · {completeGuide.category}
          </p>
          <h2 id="featured-guide" className="mt-1 text-2xl font-bold text-brand-900">
            <Link to={guidePath(completeGuide.slug)} className="hover:underline">
              {completeGuide.title}
            </Link>
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{completeGuide.description}</p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <ReadTime minutes={completeGuide.readTime} />
            <Link
              to={guidePath(completeGuide.slug)}
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Read the complete guide
            </Link>
          </div>
        </div>
      </section>

      <ul aria-label="More guides" className="mt-10 grid gap-6 md:grid-cols-3">
        {guideCards.map((guide) => (
          <GuideCardItem key={guide.slug} guide={guide} />
        ))}
      </ul>

      <p className="mt-10 max-w-3xl text-sm text-slate-600">
        Our guides are general information, not financial advice. We are a credit broker, not a lender. If you are
        struggling with money, you can get free, confidential debt advice from MoneyHelper, StepChange, National
        Debtline or Citizens Advice.
      </p>
      <ApplyCta />
    </ContentPage>
  );
}
