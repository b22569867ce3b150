import { Link, useSearchParams } from 'react-router';
import { texts } from '@marketplace/domain';
import { Alert, Button, Spinner } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useUnsubscribe } from '../api/unsubscribe';
import { AuthPage, authStyles as css } from '../components/auth-page';

const text = texts.notifications;

/**
 * /unsubscribe?token=…: the link in the body of a notice email. Public (the token says who and
 * which kind of email); the server's answer is shown as it sent it.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const request = useUnsubscribe(token);

  if (token && request.isPending) {
    return (
      <AuthPage title={text.unsubscribeTitle}>
        <div className={css.actions}>
          <Spinner label={text.unsubscribing} showLabel />
        </div>
      </AuthPage>
    );
  }

  if (token && request.isSuccess) {
    return (
      <AuthPage title={text.unsubscribedTitle}>
        <Alert tone="success">{request.data.message}</Alert>
        <p className={css.text}>{text.settingsHint}</p>
        <div className={css.actions}>
          <Button asChild variant="outline">
            <Link to={paths.profile.href()}>{text.toProfile}</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={text.unsubscribeFailedTitle}>
      <Alert tone="danger" role="alert">
        {token ? messageOf(request.error, text.unsubscribeFailed) : text.tokenMissing}
      </Alert>
      <div className={css.actions}>
        {token ? (
          <Button onClick={() => void request.refetch()} loading={request.isFetching}>
            {text.retry}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.profile.href()}>{text.toProfile}</Link>
        </Button>
      </div>
    </AuthPage>
  );
}

export default Component;
