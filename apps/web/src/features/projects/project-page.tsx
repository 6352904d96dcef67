import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, PageContainer } from '@/components/ui/page';
import { PROJECT_CATEGORIES } from './projects-page';

export default function ProjectPage() {
  const { projectId = '' } = useParams();
  const category = PROJECT_CATEGORIES.find((c) => c.id === projectId);
  return (
    <PageContainer className="py-10">
      <EmptyState
        title={category ? category.name : 'Project Not Found'}
        description={category ? category.description : "The project you're looking for doesn't exist."}
      >
        <Button asChild variant="outline">
          <Link to="/projects">
            <ArrowLeft /> All projects
          </Link>
        </Button>
      </EmptyState>
    </PageContainer>
  );
}
