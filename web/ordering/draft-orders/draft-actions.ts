/** What a draft action does with a 404 (the spec: a rejected draft-order action goes to /session/404). */
import { ApiError } from '../../../shared/api/api-error';

export const NOT_FOUND_PATH = '/session/404';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
