import { Title } from 'react-admin';
import { useTranslate } from '../i18n/use-translate';
import { ErrorPage } from './ErrorPage';

/** react-admin's layout error component: a screen that failed to render. */
export const LayoutErrorPage = ({ error }: { error?: Error }) => {
  const translate = useTranslate();
  const text = {
    title: translate('messages.somethingHappened'),
    message: translate('messages.refreshPage'),
    refresh: translate('app.action.refresh'),
  };
  return (
    <>
      <Title title={text.title} />
      <ErrorPage text={text} detail={error?.message} />
    </>
  );
};
