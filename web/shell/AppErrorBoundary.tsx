import { Component, useEffect, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import type { I18nProvider } from 'react-admin';
import { ErrorPage, errorPageContent } from './layout/ErrorPage';
import { reportClientError } from './session/error-report';

/**
 * The last resort outside react-admin's layout (its own boundary covers the screens): shows the
 * spec's error screen, translated with the provider directly since no context may be left.
 */
export class AppErrorBoundary extends Component<{ i18nProvider: I18nProvider; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    reportClientError(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = (key: string) => String(this.props.i18nProvider.translate(key, { _: key }));
    const { text, detail } = errorPageContent(t, error);
    return <ErrorPage text={text} detail={detail} />;
  }
}

/**
 * The router's error element: a render error React Router catches before the boundary above
 * (a noLayout page, a code chunk a new deploy removed) shows the same screen, not the router's
 * developer page, and is reported alike.
 */
export const RouteErrorPage = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
  const error = useRouteError();
  useEffect(() => reportClientError(error), [error]);
  const t = (key: string) => String(i18nProvider.translate(key, { _: key }));
  const { text, detail } = errorPageContent(t, error);
  return <ErrorPage text={text} detail={detail} />;
};
