import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Bot, Cog, Cpu, Gauge, HandGrab, Move, Radar, RotateCw, Route } from 'lucide-react';
import { Link } from 'react-router';
import type { CategoryCard } from '@/components/landing-blocks';
import { CategoryCardGrid, HERO_OUTLINE_BUTTON, LandingHero, SectionHeading } from '@/components/landing-blocks';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page';
import { ProjectsShowcase } from '@/features/projects';
import { type FeaturedBadge, FeaturedProducts, LearningCards } from './landing-sections';

/** A category card's words, in the reader's language when the page is drawn. */
type CardText = Omit<CategoryCard, 'title' | 'description'> & {
  title: MessageDescriptor;
  description: MessageDescriptor;
};

const CATEGORIES: CardText[] = [
  {
    title: msg`Servo Motors`,
    description: msg`SG90 micro servos and MG996R metal-gear servos for arms, grippers and pan-tilt heads.`,
    to: '/category/motors',
    icon: RotateCw,
  },
  {
    title: msg`Stepper Motors`,
    description: msg`NEMA 17 and 28BYJ-48 steppers with A4988 and ULN2003 drivers for precise motion.`,
    to: '/category/motors',
    icon: Cog,
  },
  {
    title: msg`Microcontrollers`,
    description: msg`Arduino Uno, Nano and Mega boards to read sensors and drive every motor.`,
    to: '/category/arduino',
    icon: Cpu,
  },
  {
    title: msg`Sensors`,
    description: msg`Ultrasonic, time-of-flight and IMU sensors so your robot knows where it is and which way it faces.`,
    to: '/category/sensors',
    icon: Gauge,
  },
];

const FEATURED: { slug: string; badge: FeaturedBadge }[] = [
  { slug: 'towerpro-sg90-micro-servo-motor', badge: 'Best Seller' },
  { slug: 'l298n-dual-h-bridge-motor-driver-module', badge: 'Popular' },
  { slug: '4wd-smart-robot-car-chassis-kit', badge: 'Top Rated' },
];

const COURSES = ['build-a-robot-motors-sensors-control', 'arduino-from-zero'];

const APPLICATIONS = [
  {
    icon: Route,
    title: msg`Line followers`,
    text: msg`An IR sensor array, two geared motors and a PID loop: the classic first competition robot.`,
  },
  {
    icon: HandGrab,
    title: msg`Robotic arms`,
    text: msg`Servos and a 16-channel PWM driver to pick, place and sort objects with six degrees of freedom.`,
  },
  {
    icon: Radar,
    title: msg`Obstacle-avoiding rovers`,
    text: msg`A chassis, an ultrasonic or time-of-flight sensor and a motor driver that steers around walls.`,
  },
  {
    icon: Move,
    title: msg`Omni-wheel platforms`,
    text: msg`Mecanum wheels on four motors let a base slide sideways and turn on the spot.`,
  },
];

export default function RoboticsPage() {
  const { i18n, t } = useLingui();
  const categories = CATEGORIES.map((card) => ({
    ...card,
    title: i18n._(card.title),
    description: i18n._(card.description),
  }));
  return (
    <>
      <LandingHero
        eyebrow={t`Robotics`}
        title={t`Build robots that move, sense and think`}
        description={t`Motors, drivers, sensors, chassis and controllers for line followers, robotic arms and rovers — from your first kit to your competition entry.`}
        gradient="from-indigo-800 via-violet-900 to-slate-900"
        icon={Bot}
      >
        <Button asChild size="lg" variant="highlight">
          <Link to="/category/robotics">
            <Trans>Shop robotics</Trans>
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className={HERO_OUTLINE_BUTTON}>
          <Link to="/courses/build-a-robot-motors-sensors-control">
            <Trans>Learn to build a robot</Trans>
          </Link>
        </Button>
      </LandingHero>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <section aria-labelledby="robotics-categories">
          <SectionHeading
            id="robotics-categories"
            title={t`Shop by part`}
            description={t`The motors, brains and senses of every robot.`}
            link={{ to: '/category/robotics', label: t`All robotics parts` }}
          />
          <CategoryCardGrid cards={categories} />
        </section>

        <section aria-labelledby="robotics-featured">
          <SectionHeading
            id="robotics-featured"
            title={t`Featured robotics products`}
            description={t`Tried and trusted in college labs and robotics clubs.`}
          />
          <FeaturedProducts items={FEATURED} />
        </section>

        <section aria-labelledby="robotics-applications">
          <SectionHeading
            id="robotics-applications"
            title={t`What will you build?`}
            description={t`Popular robots and the parts that make them work.`}
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {APPLICATIONS.map(({ icon: Icon, title, text }) => (
              <li key={title.id}>
                <Link
                  to="/category/robotics"
                  className="group flex h-full gap-4 rounded-lg border bg-gradient-to-b from-secondary/60 to-card p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md sm:flex-col sm:gap-0 sm:p-5"
                >
                  <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
                  <span className="flex flex-1 flex-col sm:mt-4">
                    <span className="font-semibold">{i18n._(title)}</span>
                    <span className="mt-1 flex-1 text-sm text-muted-foreground">{i18n._(text)}</span>
                    <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary sm:mt-4">
                      <Trans>Find the parts</Trans>
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="robotics-projects-heading">
          <SectionHeading
            id="robotics-projects-heading"
            title={t`Build a robot this weekend`}
            description={t`Step-by-step robot builds; every part goes to your cart in one tap.`}
            link={{ to: '/projects/robotics-projects', label: t`All robotics projects` }}
          />
          <ProjectsShowcase category="robotics-projects" />
        </section>

        <section aria-labelledby="robotics-learn">
          <SectionHeading
            id="robotics-learn"
            title={t`Learn robotics`}
            description={t`Courses that take you from wiring a motor to tuning a PID controller.`}
            link={{ to: '/courses', label: t`All courses` }}
          />
          <LearningCards slugs={COURSES} />
        </section>
      </PageContainer>
    </>
  );
}
