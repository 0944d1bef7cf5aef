import { useEffect } from 'react';
import { Title } from 'react-admin';
import { reportClientError } from '../session/error-report';
import { useTranslate } from '../i18n/use-translate';
import { ErrorPage, errorPageContent } from './ErrorPage';

/** react-admin's layout error component: a screen that failed to render, or whose code could not be loaded (reported to the server's log). */
export const LayoutErrorPage = ({ error }: { error?: Error }) => {
  const translate = useTranslate();
  useEffect(() => {
    if (error) reportClientError(error);
  }, [error]);
  const { text, detail } = errorPageContent((key) => translate(key), error);
  return (
    <>
      <Title title={text.title} />
      <ErrorPage text={text} detail={detail} />
    </>
  );
};
