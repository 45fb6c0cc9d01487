import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A search box whose term lives in the URL: the box answers every keystroke, the URL (and so the
 * server query) follows after `delay` ms of quiet. When the URL changes by other means (a link to
 * the bare page, back and forward) the box follows it.
 */
export function useUrlSearchBox(urlSearch: string, write: (term: string) => void, delay: number) {
  const [text, setText] = useState(urlSearch);
  /** What this box last sent to the URL. */
  const [sent, setSent] = useState(urlSearch);
  const send = useDebouncedCallback((term: string) => {
    setSent(term);
    write(term);
  }, delay);

  if (urlSearch.trim() !== sent.trim()) {
    setSent(urlSearch);
    setText(urlSearch);
  }

  const change = (term: string) => {
    setText(term);
    send(term);
  };
  const clear = () => {
    change('');
    send.flush();
  };
  return { text, change, clear };
}
