import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a lazily loaded screen may take to show its heading before focus is left where it is. */
const WAIT_FOR_HEADING_MS = 2000;

/**
 * After a move to another screen (not the first load, which keeps any autofocus), focus goes to the new screen's
 * heading, so a screen reader announces where the user is and the keyboard starts from the top of the content
 * instead of from a link that is gone.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const until = Date.now() + WAIT_FOR_HEADING_MS;
    let frame = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      } else if (Date.now() < until) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
