import { MessageSquareDashed } from 'lucide-react';
import { company } from '#shared/company.ts';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import { reviewStats } from './reviews-data.ts';
import { StarRating } from './star-rating.tsx';
import { TestimonialCard } from './testimonial-card.tsx';
import { testimonials } from './testimonials.ts';

export function ReviewsPage({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <ContentPage
      crumbs={crumbs}
      title="Customer reviews"
      lead={
        `Rated ${company.rating.score} out of ${company.rating.outOf} from ` +
        `${company.rating.reviews} reviews. Here is what customers say about using ` +
        `our loan search.`
      }
      wide
    >
      <section aria-labelledby="stats">
        <h2 id="stats" className="sr-only">
          Our rating in numbers
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {reviewStats.map(({ icon: Icon, value, label }) => (
            <li key={label} className="rounded-2xl border border-slate-200 bg-white p-5 text-center">
              <Icon aria-hidden="true" className="mx-auto size-7 text-accent-600" />
              <p className="mt-2 text-2xl font-extrabold text-brand-900 md:text-3xl">{value}</p>
              <p className="text-sm text-slate-700">{label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="live-reviews"
        className="mt-10 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center"
      >
        <MessageSquareDashed aria-hidden="true" className="mx-auto size-8 text-slate-500" />
        <h2 id="live-reviews" className="mt-2 text-xl font-bold text-brand-900">
          Live reviews from our reviews service
        </h2>
        <div className="mx-auto mt-2 flex justify-center">
          <StarRating rating={company.rating.score} outOf={company.rating.outOf} />
        </div>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          A live feed of every review from our independent reviews service will be embedded here. It has not been added
          yet, so for now this page shows our overall rating and the sample testimonials below, which illustrate the
          feedback we receive. They are not verified reviews and will be replaced by verified reviews from the service.
        </p>
      </section>

      <section aria-labelledby="testimonials" className="mt-12">
        <h2 id="testimonials" className="text-2xl font-bold text-brand-900">
          What our customers say
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Reviews describe individual customers' experiences. Every lender makes its own decision, approval is never
          guaranteed, and how quickly funds arrive depends on the lender and your bank.
        </p>
      </section>

      <ApplyCta />
    </ContentPage>
  );
}
