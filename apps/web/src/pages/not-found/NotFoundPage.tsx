import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { ERROR_PAGES, PAGE_TITLES, ROUTES } from '../../shared/config';
import { hasPreviousPage } from '../../shared/lib';
import { FullPageMessage } from '../../shared/ui';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(PAGE_TITLES.notFound);
  const back = () => {
    if (hasPreviousPage()) navigate(-1);
    else navigate(ROUTES.root, { replace: true });
  };
  return <FullPageMessage message={ERROR_PAGES.notFound} actionLabel={ERROR_PAGES.back} onAction={back} />;
}
