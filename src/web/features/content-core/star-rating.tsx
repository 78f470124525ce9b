import { Star, StarHalf } from 'lucide-react';

/** Stars to the nearest half, with the rating also written out so it reads the same to everyone. */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const halves = Math.round(rating * 2);
  return (
    <p className="flex items-center gap-2">
      <span className="flex text-amber-500" aria-hidden="true">
        {Array.from({ length: outOf }, (_, i) => {
          const fill = halves - i * 2; // 2 = full, 1 = half, <= 0 = empty
          if (fill >= 2) return <Star key={i} className="size-5 fill-current" />;
          return (
            <span key={i} className="relative inline-flex">
              <Star className="size-5 text-slate-300" />
              {fill === 1 ? <StarHalf className="absolute inset-0 size-5 fill-current" /> : null}
            </span>
          );
        })}
      </span>
      <span className="text-sm font-semibold text-slate-800">
        {rating} out of {outOf}
      </span>
    </p>
  );
}
