import SearchOffIcon from '@mui/icons-material/SearchOff';
import { SessionMessagePage } from './SessionMessagePage';

export const NotFoundPage = () => (
  <SessionMessagePage icon={<SearchOffIcon />} code="404" titleKey="session.notFound.title" messageKey="session.notFound.message" />
);
