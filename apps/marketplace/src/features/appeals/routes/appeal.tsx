import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { appealTexts, texts } from '@marketplace/domain';
import { Button, EmptyState, Spinner } from '@marketplace/ui';
import { ApiError } from '../../../lib/api-call';
import { RequireAuth } from '../../../lib/auth';
import { LoadFailed } from '../../../components/load-failed';
import { paths } from '../../../config/paths';
import { useDecision } from '../api/get-decision';
import { AppealSection } from '../components/appeal-section';
import { DecisionStatement } from '../components/decision-statement';
import * as css from '../components/appeals.css';

const text = appealTexts;

/** A decision that does not exist or is someone else's: the server answers 404 to both. */
function DecisionNotFound() {
  return (
    <>
      <title>{texts.site.pageTitle(text.notFound)}</title>
      <EmptyState
        titleAs="h1"
        title={text.notFound}
        description={text.notFoundText}
        action={
          <Button asChild>
            <Link to={paths.home.href()}>{texts.nav.home}</Link>
          </Button>
        }
      />
    </>
  );
}

function DecisionScreen({ id }: { id: number }) {
  const decision = useDecision(id);
  // The appeal window is judged once per visit, not at every render.
  const [now] = useState(() => new Date());
  if (decision.isError) {
    if (decision.error instanceof ApiError && decision.error.status === 404) {
      return <DecisionNotFound />;
    }
    return (
      <div className={css.page}>
        <title>{texts.site.pageTitle(text.title)}</title>
        <h1 className={css.title}>{text.title}</h1>
        <LoadFailed
          message={text.loadFailed}
          retrying={decision.isFetching}
          onRetry={decision.refetch}
        />
      </div>
    );
  }
  return (
    <div className={css.page}>
      <title>{texts.site.pageTitle(text.title)}</title>
      <h1 className={css.title}>{text.title}</h1>
      {decision.data ? (
        <>
          <p className={css.text}>{text.intro}</p>
          <DecisionStatement decision={decision.data} />
          <AppealSection decision={decision.data} now={now} />
        </>
      ) : (
        <Spinner label={text.loading} showLabel />
      )}
    </div>
  );
}

function AppealScreen() {
  const id = Number(useParams().decisionId);
  if (!Number.isSafeInteger(id) || id < 1) return <DecisionNotFound />;
  return <DecisionScreen id={id} />;
}

/**
 * /appeals/:decisionId: a moderation decision's statement of reasons and the appeal against it,
 * for the user it affects (signed in; the server answers 404 to anyone else).
 */
export function Component() {
  return (
    <RequireAuth>
      <AppealScreen />
    </RequireAuth>
  );
}

export default Component;
