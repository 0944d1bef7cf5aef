/** The browser tab's title: the layout sets it on every page, so it stays apart from display.ts's date rules (luxon). */
export const PAGE_TITLE_SUFFIX = ' | Wareport';

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The browser tab title: the page's own title, or else its route's words ('/admin/user/list' ->
 * 'Admin User List'), ids left out; always followed by ' | Wareport'.
 */
export function pageTitle(title: string | null | undefined, pathname: string): string {
  if (title && title.trim()) return `${title.trim()}${PAGE_TITLE_SUFFIX}`;
  const words = pathname
    .split('/')
    .filter((segment) => segment && !ID_SEGMENT.test(segment))
    .map((segment) =>
      segment
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' '),
    );
  return words.length ? `${words.join(' ')}${PAGE_TITLE_SUFFIX}` : PAGE_TITLE_SUFFIX.replace(' | ', '');
}
