import { useEffect } from 'react';

import { APP_NAME } from './app-info';

/** Sets the browser tab's title to `{title} · {APP_NAME}` while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
