import {
  COUNTRIES,
  companyNumberRule,
  companyTexts,
  moderationTexts,
  texts,
} from '@marketplace/domain';
import { Alert, Button, Chip, Select, Spinner, TextField } from '@marketplace/ui';
import { messageOf, refusedFieldOf } from '../../../lib/api-call';
import { useDomainForm } from '../../../lib/domain-form';
import { useCompany, usePutCompanyMutation, type Company } from '../api/company';
import { COMPANY_NAME_MAX, companyFormValues, validateCompanyForm } from './company-form-check';
import * as css from './profile.css';

const text = companyTexts;

// Built when shown, so the names are in the current language.
const countryOptions = () =>
  COUNTRIES.map((country) => ({
    value: String(country.id),
    label: country.name,
  }));

// The registration number's own name and length in the chosen country ('PIB, 9 cifara.').
function numberHint(countryId: string): string | undefined {
  const rule = companyNumberRule(Number(countryId));
  return rule ? text.numberHint(rule.name, rule.digits) : undefined;
}

/** Verified by a moderator, or waiting for one; nothing before a company is entered. */
function CompanyState({ company }: { company: Company | null }) {
  if (!company) return null;
  if (company.verified) {
    return (
      <div>
        <Chip tone="success">{moderationTexts.companyVerified}</Chip>
      </div>
    );
  }
  return <p className={css.muted}>{text.pendingCheck}</p>;
}

function CompanyForm({ userId, company }: { userId: number; company: Company | null }) {
  const save = usePutCompanyMutation(userId);
  const { form, error, errorId, formRef, onSubmit, field, select } = useDomainForm({
    defaultValues: companyFormValues(company),
    validate: validateCompanyForm,
    onInvalid: () => save.reset(),
    onValid: async (value) => {
      await save.mutateAsync(value);
    },
    refusal: save.isError
      ? { message: messageOf(save.error, text.saveFailed), field: refusedFieldOf(save.error) }
      : null,
  });
  const countryId = String(form.watch('country_id') ?? '');
  return (
    <>
      {error ? (
        <Alert id={errorId} tone="danger" role="alert" tabIndex={-1}>
          {error.message}
        </Alert>
      ) : save.isSuccess ? (
        <Alert tone="success" role="status">
          {text.saved}
        </Alert>
      ) : null}
      <form method="post" ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        <Select
          label={text.country}
          required
          placeholder={texts.ads.countryPlaceholder}
          options={countryOptions()}
          {...select('country_id')}
        />
        <TextField
          label={text.registrationNumber}
          hint={numberHint(countryId)}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          {...field('registration_number')}
        />
        <TextField
          label={text.name}
          required
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX}
          {...field('name')}
        />
        {company?.verified ? <p className={css.muted}>{text.changeEndsVerification}</p> : null}
        <div>
          <Button type="submit" loading={save.isPending}>
            {text.save}
          </Button>
        </div>
      </form>
    </>
  );
}

/** 'Podaci o firmi' (business owners): the company a moderator checks for 'Verifikovana firma'. */
export function CompanySection({ userId }: { userId: number }) {
  const company = useCompany(userId);
  return (
    <section className={css.panel} aria-labelledby="profile-company">
      <h2 id="profile-company" className={css.panelTitle}>
        {text.title}
      </h2>
      {company.isPending ? (
        <Spinner label={text.loading} showLabel />
      ) : company.isError ? (
        <Alert tone="danger">{text.loadFailed}</Alert>
      ) : (
        <>
          <p className={css.muted}>{text.intro}</p>
          <CompanyState company={company.data} />
          <CompanyForm userId={userId} company={company.data} />
        </>
      )}
    </section>
  );
}
