import { useRef, useState } from 'react';

/**
 * Runs `work` at most once at a time (a double click saves once) and tells whether it runs.
 * A failure has been shown by whoever caught it (or the global response handler); the form
 * keeps its values, so it is not thrown on.
 */
export function useSingleRun(work: () => Promise<void>) {
  const [isRunning, setRunning] = useState(false);
  const runningRef = useRef(false);
  const run = async () => {
    if (runningRef.current) return;
    runningRef.current = true;
    setRunning(true);
    try {
      await work();
    } catch {
      // Already shown; see above.
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  };
  return { run, isRunning };
}
