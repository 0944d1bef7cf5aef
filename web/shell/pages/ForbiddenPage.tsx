import LockIcon from '@mui/icons-material/Lock';
import { SessionMessagePage } from '../../components/SessionMessagePage';

export const ForbiddenPage = () => (
  <SessionMessagePage icon={<LockIcon />} code="403" titleKey="session.forbidden.title" messageKey="session.forbidden.message" />
);
