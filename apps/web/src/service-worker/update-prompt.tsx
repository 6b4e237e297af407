import { Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { type UpdateState, updateState } from './register';

/**
 * 'Yeni bir sürüm hazır.' with 'Yenile' when a new build's worker waits: the button lets it take
 * over and reloads the page. A polite live region, reachable with the keyboard.
 */
export function UpdatePrompt({ state = updateState }: { state?: UpdateState }) {
  const isWaiting = useSyncExternalStore(state.subscribe, state.isWaiting, () => false);
  if (!isWaiting) return null;
  return (
    <div role="status" className="update-prompt" data-testid="update-prompt">
      <span>Yeni bir sürüm hazır.</span>
      <Button type="primary" size="small" onClick={state.accept}>
        Yenile
      </Button>
    </div>
  );
}
