/**
 * The help centre's sign-on (GET /support/sso): where to send the signed-in user and the token
 * that signs them on there. Open to every signed-in user, as themselves only: the server refuses
 * it in a masquerade session (403), and answers 404 HELP_CENTER_NOT_CONFIGURED without a help
 * centre. The support page reads it by the same path (shared/session/shell.ts).
 */
import { actionsOf } from '../registry/route-kinds';
import { SUPPORT_SSO_PATH, supportSignOnAnswer, supportSignOnQuery } from '../session/shell';

export const supportSignOn = actionsOf('shell', 'signedIn').read({
  name: 'readSupportSignOn',
  path: SUPPORT_SSO_PATH,
  query: supportSignOnQuery,
  answer: supportSignOnAnswer,
  summary: 'Sign the signed-in user on to the help centre (its address and a signed token)',
});
