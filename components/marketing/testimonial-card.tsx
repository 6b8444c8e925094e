import { Quote } from '@/components/ui/icons';
import type { Testimonial } from '@/content/types';
import { testimonialTypeLabels } from '@/content/testimonials';
import { Card } from '@/components/ui/card';
import { StarRating } from './star-rating';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card id={testimonial.id} className="flex h-full scroll-mt-28 flex-col" data-testid="testimonial-card" data-type={testimonial.type}>
      <figure className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3">
          <StarRating />
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {testimonialTypeLabels[testimonial.type]}
          </span>
        </div>
        <blockquote className="relative mt-5 flex-1 leading-7 text-slate-700">
          <Quote className="mb-2 h-6 w-6 text-amber-300" aria-hidden="true" />
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 border-t border-slate-100 pt-4">
          <p className="font-semibold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">
            {testimonial.title}, {testimonial.company}
          </p>
        </figcaption>
      </figure>
    </Card>
  );
}
