import { Component, type ReactNode } from 'react';
import type { I18nProvider } from 'react-admin';
import { ErrorPage } from './layout/ErrorPage';

/**
 * The last resort outside react-admin's layout (its own boundary covers the screens): shows the
 * spec's error screen, translated with the provider directly since no context may be left.
 */
export class AppErrorBoundary extends Component<{ i18nProvider: I18nProvider; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = (key: string) => String(this.props.i18nProvider.translate(key, { _: key }));
    return (
      <ErrorPage
        text={{ title: t('messages.somethingHappened'), message: t('messages.refreshPage'), refresh: t('app.action.refresh') }}
        detail={error.message}
      />
    );
  }
}
