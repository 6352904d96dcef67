import { Trans, useLingui } from '@lingui/react/macro';
import { ProductImage } from '@/components/product-image';
import { ButtonLink } from '@/components/ui/button-link';
import { CardLink } from '@/components/ui/card-link';
import { Icon } from '@/components/ui/icon';
import { LevelBadge } from '@/components/ui/level-badge';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState } from '@/components/ui/page';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useEnrollments } from './api/get-enrollments';

function EnrolmentSkeleton() {
  return (
    <li aria-hidden="true" className="flex gap-4 p-4 sm:p-5">
      <Skeleton className="size-20 shrink-0 rounded-md sm:h-24 sm:w-36" />
      <SkeletonStack className="flex-1 space-y-2.5" lines={['h-5 w-24 rounded-full', 'h-5 w-3/4', 'h-4 w-40']} />
    </li>
  );
}

/** The courses the signed-in customer is enrolled in, newest first, each linking to its page. */
export function MyCourses() {
  const { t } = useLingui();
  const language = useLanguage();
  const { data: enrollments, isPending, isError, error, refetch, isRefetching } = useEnrollments();

  if (isError) {
    return (
      <LoadProblem
        query={{ error, refetch, isRefetching }}
        failed={{
          title: <Trans>Your courses could not be loaded</Trans>,
          description: <Trans>Please try again.</Trans>,
        }}
      />
    );
  }
  if (enrollments?.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="graduation-cap" />}
        title={<Trans>You have not enrolled in a course yet</Trans>}
        description={
          <Trans>
            Our courses teach Arduino, ESP32, Raspberry Pi and robotics by building real projects, with the parts list
            for every lesson.
          </Trans>
        }
      >
        <ButtonLink to="/courses">
          <Trans>Browse courses</Trans>
        </ButtonLink>
      </EmptyState>
    );
  }

  return (
    <ul aria-label={t`My courses`} aria-busy={isPending} className="divide-y rounded-lg border bg-card shadow-sm">
      {isPending
        ? [1, 2].map((n) => <EnrolmentSkeleton key={n} />)
        : enrollments.map(({ course, enrolled_at }) => {
            const date = formatDate(enrolled_at, language);
            return (
              <li
                key={course.id}
                className="relative flex gap-4 p-4 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring sm:p-5"
              >
                <ProductImage
                  src={course.image}
                  alt=""
                  width={144}
                  height={96}
                  className="size-20 shrink-0 rounded-md sm:h-24 sm:w-36"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-4">
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <LevelBadge level={course.level} />
                    <h2 className="leading-snug font-semibold">
                      <CardLink to={`/courses/${course.slug}`}>{course.title}</CardLink>
                    </h2>
                    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                      <span>
                        <Trans>
                          Enrolled on <time dateTime={enrolled_at}>{date}</time>
                        </Trans>
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Icon name="clock" aria-hidden="true" className="size-3.5" /> {course.duration}
                      </span>
                    </p>
                  </div>
                  <span
                    aria-hidden="true"
                    className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary"
                  >
                    <Trans>Go to course</Trans> <Icon name="arrow-right" className="size-4" />
                  </span>
                </div>
              </li>
            );
          })}
    </ul>
  );
}
