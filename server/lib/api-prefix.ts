/** Where the API is mounted: every route's path, and the audit log's, starts with it. */
export const API_PREFIX = '/api';
