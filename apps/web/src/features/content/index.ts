// The landing-page sections other features build their pages from.
export {
  type CategoryCard,
  CategoryCardGrid,
  LandingHero,
  SectionHeading,
} from './landing-sections';
