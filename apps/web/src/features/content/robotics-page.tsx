import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bot, Cog, Cpu, Gauge, HandGrab, Move, Radar, RotateCw, Route } from 'lucide-react';
import { CategoryCardGrid, SectionHeading } from '@/components/landing-blocks';
import { type CategoryCardWords, type Topic, TopicPage, useCategoryCards } from './topic-page';

const ROBOTICS: Topic = {
  key: 'robotics',
  hero: {
    eyebrow: msg`Robotics`,
    title: msg`Build robots that move, sense and think`,
    description: msg`Motors, drivers, sensors, chassis and controllers for line followers, robotic arms and rovers — from your first kit to your competition entry.`,
    gradient: 'from-indigo-800 via-violet-900 to-slate-900',
    icon: Bot,
    shop: { to: '/category/robotics', label: msg`Shop robotics` },
    learn: { to: '/courses/build-a-robot-motors-sensors-control', label: msg`Learn to build a robot` },
  },
  categories: {
    title: msg`Shop by part`,
    description: msg`The motors, brains and senses of every robot.`,
    all: { to: '/category/robotics', label: msg`All robotics parts` },
    cards: [
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
    ],
  },
  featured: {
    title: msg`Featured robotics products`,
    description: msg`Tried and trusted in college labs and robotics clubs.`,
    items: [
      { slug: 'towerpro-sg90-micro-servo-motor', badge: 'Best Seller' },
      { slug: 'l298n-dual-h-bridge-motor-driver-module', badge: 'Popular' },
      { slug: '4wd-smart-robot-car-chassis-kit', badge: 'Top Rated' },
    ],
  },
  projects: {
    title: msg`Build a robot this weekend`,
    description: msg`Step-by-step robot builds; every part goes to your cart in one tap.`,
    category: 'robotics-projects',
    allLabel: msg`All robotics projects`,
  },
  courses: {
    title: msg`Learn robotics`,
    description: msg`Courses that take you from wiring a motor to tuning a PID controller.`,
    slugs: ['build-a-robot-motors-sensors-control', 'arduino-from-zero'],
  },
};

/** Robots to build, each leading to the parts. */
const APPLICATIONS: CategoryCardWords[] = [
  {
    icon: Route,
    title: msg`Line followers`,
    description: msg`An IR sensor array, two geared motors and a PID loop: the classic first competition robot.`,
  },
  {
    icon: HandGrab,
    title: msg`Robotic arms`,
    description: msg`Servos and a 16-channel PWM driver to pick, place and sort objects with six degrees of freedom.`,
  },
  {
    icon: Radar,
    title: msg`Obstacle-avoiding rovers`,
    description: msg`A chassis, an ultrasonic or time-of-flight sensor and a motor driver that steers around walls.`,
  },
  {
    icon: Move,
    title: msg`Omni-wheel platforms`,
    description: msg`Mecanum wheels on four motors let a base slide sideways and turn on the spot.`,
  },
].map((idea) => ({ ...idea, to: '/category/robotics', cta: msg`Find the parts` }));

export default function RoboticsPage() {
  const { t } = useLingui();
  const applications = useCategoryCards(APPLICATIONS);
  return (
    <TopicPage topic={ROBOTICS}>
      <section aria-labelledby="robotics-applications">
        <SectionHeading
          id="robotics-applications"
          title={t`What will you build?`}
          description={t`Popular robots and the parts that make them work.`}
        />
        <CategoryCardGrid cards={applications} look="tinted" />
      </section>
    </TopicPage>
  );
}
