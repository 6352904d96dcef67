import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ProjectCategoryId } from '@makerbazaar/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type CategoryCard, CategoryCardGrid, LandingHero, SectionHeading } from '@/components/landing-blocks';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page';
import { ProjectsShowcase } from '@/features/projects';
import { type FeaturedBadge, FeaturedProducts, LearningCards } from './landing-sections';

/** Words are message descriptors, put in the reader's language when the page is drawn. */
interface Words {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

interface LinkWords {
  to: string;
  label: MessageDescriptor;
}

/** A category card's words, in the reader's language when the page is drawn. */
export type CategoryCardWords = Omit<CategoryCard, 'title' | 'description' | 'cta'> &
  Words & { cta?: MessageDescriptor };

/** One maker topic's landing page (IoT, robotics): what to shop, feature, build and learn for it. */
export interface Topic {
  /** Starts the ids of the page's sections, e.g. `iot` gives `iot-categories`. */
  key: string;
  hero: Words & {
    eyebrow: MessageDescriptor;
    /** Tailwind gradient classes of the banner. */
    gradient: string;
    icon: LucideIcon;
    shop: LinkWords;
    learn: LinkWords;
  };
  categories: Words & { all: LinkWords; cards: readonly CategoryCardWords[] };
  featured: Words & { items: readonly { slug: string; badge: FeaturedBadge }[] };
  /** The topic's projects: the showcase of one project category. */
  projects: Words & { category: ProjectCategoryId; allLabel: MessageDescriptor };
  courses: Words & { slugs: readonly string[] };
}

/** Puts category cards' words in the reader's language. */
export function useCategoryCards(cards: readonly CategoryCardWords[]): CategoryCard[] {
  const { i18n } = useLingui();
  return cards.map(({ title, description, cta, ...card }) => ({
    ...card,
    title: i18n._(title),
    description: i18n._(description),
    cta: cta && i18n._(cta),
  }));
}

/**
 * A topic's landing page: the banner with its two calls, then categories, featured products, the
 * topic's own section (`children`), its projects and its courses.
 */
export function TopicPage({ topic, children }: { topic: Topic; children: ReactNode }) {
  const { i18n, t } = useLingui();
  const { key, hero, categories, featured, projects, courses } = topic;
  const cards = useCategoryCards(categories.cards);
  return (
    <>
      <LandingHero
        eyebrow={i18n._(hero.eyebrow)}
        title={i18n._(hero.title)}
        description={i18n._(hero.description)}
        gradient={hero.gradient}
        icon={hero.icon}
      >
        <Button asChild size="lg" variant="highlight">
          <Link to={hero.shop.to}>{i18n._(hero.shop.label)}</Link>
        </Button>
        <Button asChild size="lg" variant="on-dark">
          <Link to={hero.learn.to}>{i18n._(hero.learn.label)}</Link>
        </Button>
      </LandingHero>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <section aria-labelledby={`${key}-categories`}>
          <SectionHeading
            id={`${key}-categories`}
            title={i18n._(categories.title)}
            description={i18n._(categories.description)}
            link={{ to: categories.all.to, label: i18n._(categories.all.label) }}
          />
          <CategoryCardGrid cards={cards} />
        </section>

        <section aria-labelledby={`${key}-featured`}>
          <SectionHeading
            id={`${key}-featured`}
            title={i18n._(featured.title)}
            description={i18n._(featured.description)}
          />
          <FeaturedProducts items={featured.items} />
        </section>

        {children}

        <section aria-labelledby={`${key}-projects-heading`}>
          <SectionHeading
            id={`${key}-projects-heading`}
            title={i18n._(projects.title)}
            description={i18n._(projects.description)}
            link={{ to: `/projects/${projects.category}`, label: i18n._(projects.allLabel) }}
          />
          <ProjectsShowcase category={projects.category} />
        </section>

        <section aria-labelledby={`${key}-learn`}>
          <SectionHeading
            id={`${key}-learn`}
            title={i18n._(courses.title)}
            description={i18n._(courses.description)}
            link={{ to: '/courses', label: t`All courses` }}
          />
          <LearningCards slugs={courses.slugs} />
        </section>
      </PageContainer>
    </>
  );
}
