import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import {
  Award,
  BookOpen,
  ChevronRight,
  CircleCheck,
  Clock,
  GraduationCap,
  Layers,
  Package,
  Search,
  UserRound,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LevelBadge } from '@/components/ui/level-badge';
import { LoadProblem } from '@/components/ui/load-problem';
import { PageContainer } from '@/components/ui/page';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { useEmailsReachCustomer } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { courseQueryOptions } from './api/get-courses';
import { CourseFacts } from './course-card';
import { CourseCover } from './course-cover';
import { EnrolButton, EnrolledBadge, formatCoursePrice, useCourseEnrolment } from './enrolment';

function CourseSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <SkeletonStack
        className="space-y-4"
        lines={['h-5 w-24 rounded-full', 'h-10 w-4/5', 'h-4 w-full', 'h-4 w-3/4', 'h-5 w-1/2', 'mt-8 h-64 w-full']}
      />
      <Skeleton className="h-[28rem] rounded-lg" />
    </div>
  );
}

/** What an enrolled customer sees in place of the Enrol button. */
function EnrolledNotice({ enrolledAt }: { enrolledAt: string }) {
  const language = useLanguage();
  const emailed = useEmailsReachCustomer();
  const date = formatDate(enrolledAt, language);
  return (
    <div className="space-y-3 rounded-md border border-success/30 bg-success/10 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <EnrolledBadge className="bg-card" />
        <span className="text-xs text-muted-foreground">
          <Trans>since {date}</Trans>
        </span>
      </div>
      <p className="text-sm">
        {emailed ? (
          <Trans>
            Your course access details are in your e-mail. Work through the syllabus below at your own pace.
          </Trans>
        ) : (
          <Trans>
            Everything you need is on this page: work through the syllabus below at your own pace. We e-mail course
            details only to a verified address; confirm yours on your profile.
          </Trans>
        )}
      </p>
      <Button asChild size="lg" className="w-full">
        <a href="#course-syllabus">
          <BookOpen /> <Trans>Continue</Trans>
        </a>
      </Button>
      <Link to="/profile?tab=courses" className="block text-center text-sm font-medium text-primary hover:underline">
        <Trans>All my courses</Trans>
      </Link>
    </div>
  );
}

function EnrolCard({ course }: { course: CourseDetail }) {
  const { i18n, t } = useLingui();
  const enrolment = useCourseEnrolment(course);
  const lessons = course.syllabus.reduce((sum, module) => sum + module.lessons.length, 0);
  const duration = course.duration;
  const modules = course.syllabus.length;
  const items = course.kit.length;
  const includes = [
    { icon: Clock, text: t`${duration} at your own pace` },
    {
      icon: Layers,
      text: t`${plural(modules, { one: '# module', other: '# modules' })}, ${plural(lessons, { one: '# lesson', other: '# lessons' })}`,
    },
    { icon: Package, text: t`Parts list of ${plural(items, { one: '# item', other: '# items' })}` },
    { icon: Award, text: t`Certificate of completion` },
  ];
  return (
    <aside aria-label={t`Enrol`} className="overflow-hidden rounded-lg border bg-card shadow-sm lg:sticky lg:top-40">
      <CourseCover course={course} sizes="(min-width: 1024px) 32rem, 100vw" priority />
      <div className="space-y-4 p-5">
        <p className="text-3xl font-bold tabular-nums">{formatCoursePrice(course.price, i18n)}</p>
        {enrolment.enrolledAt ? (
          <EnrolledNotice enrolledAt={enrolment.enrolledAt} />
        ) : (
          <EnrolButton size="lg" className="w-full" courseTitle={course.title} enrolment={enrolment} />
        )}
        <ul className="space-y-2.5 border-t pt-4 text-sm">
          {includes.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2.5">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

function CourseContent({ course }: { course: CourseDetail }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10">
      <header className="min-w-0 space-y-4 lg:col-start-1">
        <LevelBadge level={course.level} />
        <h1 className="text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
        <p className="text-base leading-relaxed text-muted-foreground sm:text-lg">{course.description}</p>
        <p className="flex items-start gap-2 text-sm">
          <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            <span className="text-muted-foreground">
              <Trans>Instructor:</Trans>{' '}
            </span>
            <span className="font-medium">{course.instructor}</span>
          </span>
        </p>
        <CourseFacts course={course} />
      </header>

      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <EnrolCard course={course} />
      </div>

      <div className="min-w-0 space-y-10 lg:col-start-1">
        <section aria-labelledby="course-topics" className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="course-topics" className="text-lg font-semibold">
            <Trans>What you will learn</Trans>
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
            {course.topics.map((topic) => (
              <li key={topic} className="flex gap-2 text-sm">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {topic}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="course-syllabus">
          <h2 id="course-syllabus" className="scroll-mt-40 text-xl font-bold tracking-tight">
            <Trans>Syllabus</Trans>
          </h2>
          <ol className="mt-4 space-y-3">
            {course.syllabus.map((module, index) => {
              const number = index + 1;
              const lessons = module.lessons.length;
              return (
                <li key={module.title} className="rounded-lg border bg-card shadow-sm">
                  <div className="flex items-baseline justify-between gap-3 border-b px-4 py-3 sm:px-5">
                    <h3 className="font-semibold">
                      <span className="mr-2 text-sm font-medium text-muted-foreground">
                        <Trans>Module {number}</Trans>
                      </span>
                      {module.title}
                    </h3>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      <Plural value={lessons} one="# lesson" other="# lessons" />
                    </span>
                  </div>
                  <ol className="space-y-2 px-4 py-3 text-sm sm:px-5">
                    {module.lessons.map((lesson, lessonIndex) => (
                      <li key={lesson} className="flex gap-3">
                        <span className="w-8 shrink-0 text-muted-foreground tabular-nums">
                          {index + 1}.{lessonIndex + 1}
                        </span>
                        <span>{lesson}</span>
                      </li>
                    ))}
                  </ol>
                </li>
              );
            })}
          </ol>
        </section>

        <section aria-labelledby="course-kit">
          <h2 id="course-kit" className="text-xl font-bold tracking-tight">
            <Trans>Kit list</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>The parts you need to follow along, all sold in our shop.</Trans>
          </p>
          <ul className="mt-4 divide-y rounded-lg border bg-card shadow-sm">
            {course.kit.map((item) => (
              <li key={item} className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
                <span className="flex items-center gap-2.5 text-sm">
                  <Package aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  {item}
                </span>
                <ButtonLink
                  variant="ghost"
                  size="sm"
                  className="shrink-0 text-primary"
                  to={`/search?q=${encodeURIComponent(item)}`}
                >
                  <Search />{' '}
                  <Trans>
                    Find<span className="sr-only"> {item} in the shop</span>
                  </Trans>
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

export default function CoursePage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const { data: course, isPending, isError, error, refetch, isRefetching } = useQuery(courseQueryOptions(slug));
  const title = course?.title;
  usePageTitle(course ? t`${title} — course` : undefined);

  return (
    <PageContainer className="py-8 sm:py-10">
      <nav aria-label={t`Breadcrumb`} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
          <li>
            <Link to="/courses" className="inline-flex items-center gap-1.5 hover:text-foreground">
              <GraduationCap aria-hidden="true" className="size-4" /> <Trans>Courses</Trans>
            </Link>
          </li>
          {course ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
              <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                {course.title}
              </span>
            </li>
          ) : null}
        </ol>
      </nav>

      {course ? null : (
        <h1 className="sr-only">
          <Trans>Course details</Trans>
        </h1>
      )}
      {isPending ? (
        <CourseSkeleton />
      ) : isError ? (
        <LoadProblem
          query={{ error, refetch, isRefetching }}
          notFound={{
            icon: <BookOpen />,
            title: <Trans>Course Not Found</Trans>,
            description: <Trans>The course you're looking for doesn't exist or is no longer offered.</Trans>,
            link: { to: '/courses', label: <Trans>Back to Courses</Trans> },
          }}
          failed={{
            title: <Trans>This course could not be loaded</Trans>,
            link: { to: '/courses', label: <Trans>All courses</Trans> },
          }}
        />
      ) : (
        <CourseContent course={course} />
      )}
    </PageContainer>
  );
}
