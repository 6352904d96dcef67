import { useParams } from 'react-router';
import { projectCategory } from './project-categories';
import { ProjectCategoryView } from './project-category-view';
import { ProjectDetailView } from './project-detail-view';

/**
 * `/projects/:projectId` names either a project category (where the category cards of /projects lead)
 * or a project.
 */
export default function ProjectPage() {
  const { projectId = '' } = useParams();
  const category = projectCategory(projectId);
  return category ? <ProjectCategoryView category={category} /> : <ProjectDetailView idOrSlug={projectId} />;
}
