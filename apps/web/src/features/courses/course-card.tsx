import type { Course } from '@makerbazaar/core';
import { Clock, Star, UserRound, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ProductImage } from '@/features/catalog/components/product-image';
import { cn } from '@/lib/cn';
import { formatNumber, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';

const MAX_TOPICS = 3;

const LEVEL_STYLE: Record<Course['level'], string> = {
  Beginner: 'text-success ring-success/40',
  Intermediate: 'text-warning ring-warning/40',
  Advanced: 'text-primary ring-primary/40',
};

/** The level on a solid card background, so it stays readable over a course picture. */
export function LevelBadge({ level, className }: { level: Course['level']; className?: string }) {
  return <Badge className={cn('bg-card ring-1', LEVEL_STYLE[level], className)}>{level}</Badge>;
}

/** Enrolling needs a signed-in customer, so for a visitor the button asks them to log in first. */
export function EnrolButton({ courseTitle, ...props }: ButtonProps & { courseTitle: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      onClick={() =>
        toast.error('Please login to enrol in a course', {
          action: { label: 'Login', onClick: () => navigate('/login') },
        })
      }
    >
      Enrol Now<span className="sr-only"> in {courseTitle}</span>
    </Button>
  );
}

/** Rating, learners and duration of a course, as one wrapping row. */
export function CourseFacts({ course, className }: { course: Course; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground', className)}>
      <li className="flex items-center gap-1">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
        <span className="font-semibold text-foreground">{course.rating.toFixed(1)}</span>
        <span className="sr-only">out of 5</span>
      </li>
      <li className="flex items-center gap-1">
        <Users aria-hidden="true" className="size-4" />
        {formatNumber(course.students)} students
      </li>
      <li className="flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {course.duration}
      </li>
    </ul>
  );
}

export function CourseCard({ course }: { course: Course }) {
  const shownTopics = course.topics.slice(0, MAX_TOPICS);
  const moreTopics = course.topics.length - shownTopics.length;
  const href = `/courses/${course.slug}`;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block overflow-hidden">
        <ProductImage
          src={course.image}
          alt=""
          className="aspect-[16/10] transition-transform duration-300 hover:scale-[1.03]"
        />
        <LevelBadge level={course.level} className="absolute top-3 left-3 shadow-sm" />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="space-y-1.5">
          <h3 className="text-lg leading-snug font-semibold">
            <Link to={href} className="hover:text-primary">
              {course.title}
            </Link>
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="line-clamp-1">{course.instructor}</span>
          </p>
        </div>
        <CourseFacts course={course} />
        <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
          {shownTopics.map((topic) => (
            <li key={topic}>
              <Badge variant="secondary" className="font-medium">
                {topic}
              </Badge>
            </li>
          ))}
          {moreTopics > 0 ? (
            <li>
              <Badge variant="outline" className="font-medium">
                +{moreTopics} more
              </Badge>
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <span className="text-xl font-bold tabular-nums">{formatRupees(course.price)}</span>
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={href}>
                View course<span className="sr-only"> {course.title}</span>
              </Link>
            </Button>
            <EnrolButton size="sm" courseTitle={course.title} />
          </div>
        </div>
      </div>
    </article>
  );
}
