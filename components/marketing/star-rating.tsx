import { Star } from '@/components/ui/icons';

/** Five stars read out as one phrase rather than five images. */
export function StarRating({ rating = 5, max = 5 }: { rating?: number; max?: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${max}`} className="flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          className={index < rating ? 'h-5 w-5 fill-accent-400 text-accent-500' : 'h-5 w-5 text-slate-300'}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
