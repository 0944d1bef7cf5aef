/** API paths of planning calls beside the described resources. */
export const PLANNING_PATHS = {
  /** The acting user's quotas of an account (`?idClientAccount=`). */
  userQuotas: '/userinfo/quota',
} as const;
