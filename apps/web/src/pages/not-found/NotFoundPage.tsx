import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { PAGE_TITLES, ROUTES } from '../../shared/config';
import { hasPreviousPage } from '../../shared/lib';
import { FullPageMessage } from '../../shared/ui';
import { NOT_FOUND_TEXTS } from './config/messages';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(PAGE_TITLES.notFound);
  const back = () => {
    if (hasPreviousPage()) navigate(-1);
    else navigate(ROUTES.root, { replace: true });
  };
  return <FullPageMessage message={NOT_FOUND_TEXTS.text} actionLabel={NOT_FOUND_TEXTS.back} onAction={back} />;
}
