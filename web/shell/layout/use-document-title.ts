import { useEffect } from 'react';
import { useLocation } from 'react-admin';
import { pageTitle } from '../../../shared/rules/page-title';

const TITLE_ELEMENT = 'react-admin-title';

/**
 * The browser tab's title (spec: the page's title, else the route's words, then the product
 * suffix). Pages give their title with react-admin's <Title>, which lands in the header; this
 * follows that element so every screen, react-admin's own included, gets a tab title.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const element = document.getElementById(TITLE_ELEMENT);
    const update = () => {
      document.title = pageTitle(element?.textContent ?? null, pathname);
    };
    update();
    if (!element) return;
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);
}
