// The landing-page sections other features build their pages from.
export {
  type CategoryCard,
  CategoryCardGrid,
  HERO_OUTLINE_BUTTON,
  LandingHero,
  SectionHeading,
} from './landing-sections';
