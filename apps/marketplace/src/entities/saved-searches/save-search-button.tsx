import { useId, useState, type FormEvent } from 'react';
import type { SavedSearchRequest } from '@marketplace/api-client';
import {
  ALERT_FREQUENCIES,
  hasSearchCriteria,
  texts,
  type AlertFrequency,
  type BusinessAdSearch,
  type LandAdSearch,
} from '@marketplace/domain';
import { Alert, Button, Dialog, useToast } from '@marketplace/ui';
import { refusalMessageOf } from '../../lib/api-call';
import { useSaveSearchMutation } from './saved-searches';
import * as checkCss from '../../components/check-field.css';
import * as css from './save-search-button.css';

const text = texts.savedSearches;

/** The search a list shows: the same parameters its search request sends. */
export type CurrentSearch =
  { kind: 'land'; params: LandAdSearch } | { kind: 'business'; params: BusinessAdSearch };

/** The request that saves the search: its parameters as sent (never a cursor), and the frequency. */
export function savedSearchRequestOf(
  search: CurrentSearch,
  frequency: AlertFrequency,
): SavedSearchRequest {
  if (search.kind === 'land') {
    const { land_type, ...params } = search.params;
    return {
      kind: 'land',
      params: { ...params, ...(land_type ? { land_type: [...land_type] } : {}) },
      frequency,
    };
  }
  const { business_type, ...params } = search.params;
  return {
    kind: 'business',
    params: { ...params, ...(business_type ? { business_type: [...business_type] } : {}) },
    frequency,
  };
}

/**
 * 'Sačuvaj pretragu': saves the list's current search, with how often its new ads are emailed.
 * A search without a criterion would bring every new ad, so the button waits for one.
 */
export function SaveSearchButton({ search }: { search: CurrentSearch }) {
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const save = useSaveSearchMutation();
  const toast = useToast();
  const empty = !hasSearchCriteria(search.params);

  const changeOpen = (next: boolean) => {
    if (save.isPending) return;
    if (next) save.reset();
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(savedSearchRequestOf(search, frequency), {
      onSuccess: () => {
        setOpen(false);
        toast.show(text.saved, { tone: 'success' });
      },
    });
  };

  return (
    <div className={css.bar}>
      <Dialog.Root open={open} onOpenChange={changeOpen}>
        <Dialog.Trigger asChild>
          <Button variant="outline" disabled={empty} aria-describedby={empty ? hintId : undefined}>
            {text.save}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content size="sm">
          <Dialog.Title>{text.dialogTitle}</Dialog.Title>
          <Dialog.Description>{text.dialogText}</Dialog.Description>
          <form method="post" className={css.form} onSubmit={submit}>
            {save.isError ? (
              <Alert tone="danger">{refusalMessageOf(save.error, text.saveFailed)}</Alert>
            ) : null}
            <fieldset className={checkCss.group}>
              <legend className={checkCss.legend}>{text.frequency}</legend>
              <div className={checkCss.options}>
                {ALERT_FREQUENCIES.map((value) => (
                  <label key={value} className={checkCss.check}>
                    <input
                      type="radio"
                      name="frequency"
                      value={value}
                      className={checkCss.box}
                      checked={frequency === value}
                      onChange={() => setFrequency(value)}
                    />
                    <span>{text.frequencies[value]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={save.isPending}>
                  {text.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={save.isPending}>
                {text.confirm}
              </Button>
            </Dialog.Footer>
          </form>
        </Dialog.Content>
      </Dialog.Root>
      {empty ? (
        <p id={hintId} className={css.hint}>
          {text.emptySearchHint}
        </p>
      ) : null}
    </div>
  );
}
