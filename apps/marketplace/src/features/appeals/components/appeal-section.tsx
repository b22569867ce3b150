import {
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  appealTexts,
  formatDate,
  texts,
} from '@marketplace/domain';
import { Alert, Button, TextArea } from '@marketplace/ui';
import { messageOf, refusedFieldOf } from '../../../lib/api-call';
import { useDomainForm } from '../../../lib/domain-form';
import { useCreateAppealMutation } from '../api/create-appeal';
import type { AppealState, Decision } from '../api/get-decision';
import { validateAppeal, type AppealFormValues } from './appeal-form-check';
import { appealStatusText, appealWindow } from './decision-summary';
import * as css from './appeals.css';

const text = appealTexts;

/** The appeal made: where it stands and, once decided, the reasons. */
function AppealStatus({ appeal }: { appeal: AppealState }) {
  return (
    <>
      <Alert tone={appeal.status === 'reversed' ? 'success' : 'info'}>
        {appealStatusText(appeal)}
      </Alert>
      <h3 className={css.subTitle}>{text.yourAppeal}</h3>
      <p className={css.text}>{appeal.text}</p>
      <p className={css.muted}>{text.submittedAt(formatDate(appeal.created_at))}</p>
      {appeal.resolution_statement ? (
        <>
          <h3 className={css.subTitle}>{text.resolution}</h3>
          <p className={css.text}>{appeal.resolution_statement}</p>
          {appeal.resolved_at ? (
            <p className={css.muted}>{text.resolvedAt(formatDate(appeal.resolved_at))}</p>
          ) : null}
        </>
      ) : null}
    </>
  );
}

type AppealMutation = ReturnType<typeof useCreateAppealMutation>;

function AppealForm({ send }: { send: AppealMutation }) {
  const { error, errorId, formRef, onSubmit, field } = useDomainForm<AppealFormValues, string>({
    defaultValues: { text: '' },
    validate: validateAppeal,
    onInvalid: () => send.reset(),
    onValid: async (appeal) => {
      await send.mutateAsync(appeal);
    },
    refusal: send.isError
      ? { message: messageOf(send.error, text.sendFailed), field: refusedFieldOf(send.error) }
      : null,
  });
  return (
    <form method="post" ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
      {error ? (
        <Alert id={errorId} tone="danger" role="alert" tabIndex={-1}>
          {error.message}
        </Alert>
      ) : null}
      <TextArea
        label={text.appealLabel}
        hint={texts.recovery.characterRange(APPEAL_TEXT_MIN, APPEAL_TEXT_MAX)}
        required
        rows={6}
        minLength={APPEAL_TEXT_MIN}
        maxLength={APPEAL_TEXT_MAX}
        {...field('text')}
      />
      <div>
        <Button type="submit" loading={send.isPending}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Žalba' (DSA Art. 20): the form while the decision has no appeal and the window is open, the
 * appeal's state once it has one.
 */
export function AppealSection({ decision, now }: { decision: Decision; now: Date }) {
  const send = useCreateAppealMutation(decision.id);
  const deadline = appealWindow(decision, now);
  return (
    <section className={css.panel} aria-labelledby="decision-appeal">
      <h2 id="decision-appeal" className={css.panelTitle}>
        {text.appealTitle}
      </h2>
      {decision.appeal ? (
        <>
          {/* An appeal made meanwhile (409): the server's answer, then the appeal it found. */}
          {send.isError ? (
            <Alert tone="warning">{messageOf(send.error, text.sendFailed)}</Alert>
          ) : null}
          <AppealStatus appeal={decision.appeal} />
        </>
      ) : (
        <>
          <p className={css.text}>{text.appealIntro}</p>
          <p className={css.muted}>{deadline.sentence}</p>
          {deadline.open ? <AppealForm send={send} /> : null}
        </>
      )}
      <p className={css.muted}>{text.otherRemedies}</p>
    </section>
  );
}
