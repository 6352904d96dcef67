// What other features show of the projects.
export { ProjectsShowcase } from './components/projects-showcase';
