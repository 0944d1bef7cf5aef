import { Navigate } from 'react-admin';
import { FORBIDDEN_PATH } from '../../components/RequirePermission';

export const NOT_FOUND_PATH = '/session/404';

/** "/" goes to /dashboard. */
export const RedirectToDashboard = () => <Navigate to="/dashboard" replace />;
/** Any unknown path goes to /session/404. */
export const RedirectToNotFound = () => <Navigate to={NOT_FOUND_PATH} replace />;
/** react-admin's own access-denied route, reached from its controllers, goes to /session/403. */
export const RedirectToForbidden = () => <Navigate to={FORBIDDEN_PATH} replace />;
