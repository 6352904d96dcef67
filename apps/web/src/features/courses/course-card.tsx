import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@makerbazaar/core';
import { Link } from 'react-router';
import { BadgeList } from '@/components/ui/badge-list';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { LevelBadge } from '@/components/ui/level-badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { CourseCover } from './course-cover';
import { EnrolButton, EnrolledBadge, formatCoursePrice, useCourseEnrolment } from './enrolment';

const MAX_TOPICS = 3;

/** Rating, learners and duration of a course, as one wrapping row. */
export function CourseFacts({ course, className }: { course: Course; className?: string }) {
  const count = course.students;
  const students = formatNumber(count);
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground', className)}>
      <li className="flex items-center gap-1">
        <Icon name="star" aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
        <span className="font-semibold text-foreground">{course.rating.toFixed(1)}</span>
        <span className="sr-only">
          <Trans>out of 5</Trans>
        </span>
      </li>
      <li className="flex items-center gap-1">
        <Icon name="users" aria-hidden="true" className="size-4" />
        <Plural value={count} one={`${students} student`} other={`${students} students`} />
      </li>
      <li className="flex items-center gap-1">
        <Icon name="clock" aria-hidden="true" className="size-4" />
        {course.duration}
      </li>
    </ul>
  );
}

export function CourseCard({ course }: { course: Course }) {
  const { i18n, t } = useLingui();
  const enrolment = useCourseEnrolment(course);
  const title = course.title;
  const href = `/courses/${course.slug}`;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block overflow-hidden">
        <CourseCover
          course={course}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="transition-transform duration-300 hover:scale-[1.03]"
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
            <Icon name="user-round" aria-hidden="true" className="size-4 shrink-0" />
            <span className="line-clamp-1">{course.instructor}</span>
          </p>
        </div>
        <CourseFacts course={course} />
        <BadgeList label={t`Topics`} items={course.topics} max={MAX_TOPICS} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <span className="text-xl font-bold tabular-nums">{formatCoursePrice(course.price, i18n)}</span>
          {enrolment.enrolledAt ? (
            <div className="flex items-center gap-2">
              <EnrolledBadge />
              <ButtonLink size="sm" to={href} aria-label={t`Continue ${title}`}>
                <Trans>Continue</Trans>
                <Icon name="arrow-right" />
              </ButtonLink>
            </div>
          ) : (
            <div className="flex gap-2">
              <ButtonLink variant="outline" size="sm" to={href}>
                <Trans>
                  View course<span className="sr-only"> {title}</span>
                </Trans>
              </ButtonLink>
              <EnrolButton size="sm" courseTitle={course.title} enrolment={enrolment} />
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
