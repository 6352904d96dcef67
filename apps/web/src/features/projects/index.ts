// What other features show of the projects.

export { PartsAddedOutcome, useOutcomeHeadline } from './components/add-parts-panel';
export { ProjectsShowcase } from './components/projects-showcase';
