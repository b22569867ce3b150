import { texts } from '@marketplace/domain';
import { RequireAuth, useSession } from '../../../lib/auth';
import { MessagesScreen } from '../components/messages-screen';

function SignedInMessages() {
  const { user } = useSession();
  return user ? <MessagesScreen currentUserId={user.id} /> : null;
}

/** spec §2: /messages ('Poruke'), signed-in users only, otherwise /login. */
export function Component() {
  return (
    <RequireAuth>
      <title>{texts.site.pageTitle(texts.messages.title)}</title>
      <SignedInMessages />
    </RequireAuth>
  );
}

export default Component;
