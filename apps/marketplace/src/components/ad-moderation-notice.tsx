import { Link } from 'react-router';
import { adModerationTexts } from '@marketplace/domain';
import { Alert, Chip } from '@marketplace/ui';
import { adModerationView, type AdModeration } from './ad-moderation';
import * as css from './page.css';

/** 'Čeka odobrenje', 'Sakriven' or 'Odbijen' as a chip, for the ad's author; nothing when listed. */
export function AdModerationChip({
  moderation,
  className,
}: {
  moderation?: AdModeration | null;
  className?: string;
}) {
  const view = adModerationView(moderation);
  if (!view) return null;
  return (
    <Chip tone={view.tone} data-moderation={view.state} className={className}>
      {view.label}
    </Chip>
  );
}

/**
 * The ad page's word to its author on an ad moderation holds back: what the state means and, for
 * a hidden or rejected ad, the statement of reasons and the way to it in full and to an appeal.
 */
export function AdModerationNotice({ moderation }: { moderation?: AdModeration | null }) {
  const view = adModerationView(moderation);
  if (!view) return null;
  return (
    <Alert tone={view.tone} title={view.label}>
      <p className={css.text}>{view.notice}</p>
      {view.statement ? (
        <p className={css.text}>{`${adModerationTexts.statement}: ${view.statement}`}</p>
      ) : null}
      {view.appealHref ? (
        <p className={css.text}>
          <Link to={view.appealHref}>{adModerationTexts.appealLink}</Link>
        </p>
      ) : null}
    </Alert>
  );
}
