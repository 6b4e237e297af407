import { PAGE_PROGRESS_DELAY_MS } from '@ccms/contract/constants';
import { useEffect, useState } from 'react';

/**
 * A thin bar at the top of the page while `isLoading`, shown only once loading has lasted
 * longer than 100 ms (docs/domain.md §15 Layout), so quick transitions do not flicker.
 */
export function PageProgressBar({ isLoading }: { isLoading: boolean }) {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    if (!isLoading) {
      setIsVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setIsVisible(true), PAGE_PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isLoading]);
  if (!isVisible) return null;
  return (
    <div className="page-progress" data-testid="page-progress">
      <progress className="page-progress__native" aria-label="Sayfa yükleniyor" />
      <div className="page-progress__bar" />
    </div>
  );
}
