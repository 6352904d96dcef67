import type { Course } from '@makerbazaar/core';
import { ProductImage } from '@/components/product-image';
import { cn } from '@/lib/cn';

/** A course's cover picture in its 16:10 frame, with its resized copies, wherever a course is shown large. */
export function CourseCover({
  course,
  sizes,
  priority,
  className,
}: {
  course: Pick<Course, 'image' | 'image_variants'>;
  /** The `sizes` attribute: how wide the layout draws the cover at each breakpoint. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <ProductImage
      src={course.image}
      variants={course.image_variants}
      sizes={sizes}
      alt=""
      width={640}
      height={400}
      priority={priority}
      className={cn('aspect-[16/10]', className)}
    />
  );
}
