import { BadgeCheck } from 'lucide-react';
import { StarRating } from './star-rating.tsx';
import type { Testimonial } from './testimonials.ts';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-3 flex-1 text-slate-700">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <footer className="mt-4 border-t border-slate-100 pt-3">
        <h3 className="font-semibold text-slate-900">{testimonial.name}</h3>
        <p className="text-sm text-slate-600">
          {testimonial.location} · {testimonial.date}
        </p>
        {testimonial.verified ? (
          <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-accent-700">
            <BadgeCheck aria-hidden="true" className="size-4" /> Verified customer
          </p>
        ) : null}
      </footer>
    </article>
  );
}
