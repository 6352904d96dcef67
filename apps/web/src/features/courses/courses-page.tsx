import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { Award, GraduationCap, Wrench } from 'lucide-react';
import { type Feature, FeatureCards } from '@/components/landing-blocks';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState, PageContainer } from '@/components/ui/page';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { coursesQueryOptions } from './api/get-courses';
import { CourseCard } from './course-card';

const REASONS: Feature[] = [
  {
    icon: Wrench,
    title: msg`Practical Learning`,
    text: msg`Every course is built around a parts kit and real projects, so you finish with circuits that work and code you understand.`,
  },
  {
    icon: GraduationCap,
    title: msg`Expert Instructors`,
    text: msg`Taught by engineers and educators who design, debug and teach electronics for a living, in plain English.`,
  },
  {
    icon: Award,
    title: msg`Certification`,
    text: msg`Complete the lessons and the final project to earn a certificate of completion you can add to your CV or LinkedIn.`,
  },
];

function HeroStats({ courses }: { courses: Course[] }) {
  const { t } = useLingui();
  const courseCount = courses.length;
  const learners = courses.reduce((sum, course) => sum + course.students, 0);
  const rating = courses.reduce((sum, course) => sum + course.rating, 0) / courses.length;
  const stats = [
    { value: formatNumber(courseCount), label: t`${plural(courseCount, { one: 'Course', other: 'Courses' })}` },
    { value: formatNumber(learners), label: t`${plural(learners, { one: 'Learner', other: 'Learners' })}` },
    { value: rating.toFixed(1), label: t`Average rating` },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-white/15 rounded-xl border border-white/15 bg-white/10 py-4 backdrop-blur-sm">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col items-center px-2 text-center">
          <dt className="order-2 text-xs text-white/75 sm:text-sm">{stat.label}</dt>
          <dd className="order-1 text-xl font-extrabold tabular-nums sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CourseGridSkeleton() {
  return Array.from({ length: 6 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <li key={i} aria-hidden="true" className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-5/6" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <SkeletonStack
          className="flex gap-2"
          lines={['h-5 w-20 rounded-full', 'h-5 w-16 rounded-full', 'h-5 w-14 rounded-full']}
        />
        <Skeleton className="h-9 w-full" />
      </div>
    </li>
  ));
}

export default function CoursesPage() {
  const { data: courses, isPending, isError, error, refetch, isRefetching } = useQuery(coursesQueryOptions());
  const count = courses?.length ?? 0;

  return (
    <>
      <section className="bg-gradient-to-br from-indigo-800 via-slate-800 to-teal-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-white/75 uppercase">
              <Trans>MakerBazaar Courses</Trans>
            </p>
            <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
              <Trans>Learn electronics by building real projects</Trans>
            </h1>
            <p className="mt-4 max-w-xl text-base text-white/85 sm:text-lg">
              <Trans>
                Arduino, ESP32, Raspberry Pi, robotics, PCB design and embedded C — step-by-step courses with the parts
                list for every lesson.
              </Trans>
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              <Button asChild size="lg" variant="highlight">
                <a href="#available-courses">
                  <Icon name="book-open" /> <Trans>Browse courses</Trans>
                </a>
              </Button>
              <ButtonLink size="lg" variant="on-dark" to="/category/dev-kits">
                <Trans>Shop starter kits</Trans>
              </ButtonLink>
            </div>
          </div>
          {courses && courses.length > 0 ? <HeroStats courses={courses} /> : null}
        </div>
      </section>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <section aria-labelledby="available-courses" className="scroll-mt-40">
          <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
            <h2 id="available-courses" className="text-xl font-bold tracking-tight sm:text-2xl">
              <Trans>Available Courses</Trans>
            </h2>
            {courses ? (
              <p className="text-sm text-muted-foreground">
                <Plural value={count} one="# course" other="# courses" />
              </p>
            ) : null}
          </div>
          {isError ? (
            <LoadProblem
              query={{ error, refetch, isRefetching }}
              failed={{ title: <Trans>Courses could not be loaded</Trans> }}
            />
          ) : courses?.length === 0 ? (
            <EmptyState
              icon={<Icon name="graduation-cap" />}
              title={<Trans>No courses yet</Trans>}
              description={
                <Trans>New courses are on their way. Meanwhile, our DIY projects are a great place to start.</Trans>
              }
            >
              <ButtonLink variant="outline" to="/projects">
                <Trans>See DIY projects</Trans>
              </ButtonLink>
            </EmptyState>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {isPending ? (
                <CourseGridSkeleton />
              ) : (
                courses.map((course) => (
                  <li key={course.id}>
                    <CourseCard course={course} />
                  </li>
                ))
              )}
            </ul>
          )}
        </section>

        <section aria-labelledby="why-courses">
          <h2 id="why-courses" className="mb-5 text-center text-xl font-bold tracking-tight sm:text-2xl">
            <Trans>Why Choose Our Courses</Trans>
          </h2>
          <FeatureCards features={REASONS} look="round" centred className="md:grid-cols-3" />
        </section>
      </PageContainer>
    </>
  );
}
