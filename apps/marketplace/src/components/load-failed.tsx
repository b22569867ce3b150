import { texts } from '@marketplace/domain';
import { Alert, Button } from '@marketplace/ui';

/**
 * spec §8: what did not load, with 'Pokušaj ponovo' beside it; the button spins while the new
 * try runs.
 */
export function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => unknown;
}) {
  return (
    <Alert
      tone="danger"
      action={
        <Button variant="outline" size="sm" loading={retrying} onClick={() => void onRetry()}>
          {texts.recovery.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
