import { AD_STATUS_OPTIONS, isAdStatus, texts, type AdStatus } from '@marketplace/domain';
import { Select } from '@marketplace/ui';

// Built when shown, so the labels are in the current language.
const options = () => AD_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }));

/** The author marks an ad active, reserved or sold. */
export function StatusSelect({
  status,
  onChange,
  disabled,
}: {
  status: AdStatus;
  onChange: (status: AdStatus) => void;
  disabled?: boolean;
}) {
  return (
    <Select
      label={texts.adStatus.label}
      options={options()}
      value={status}
      disabled={disabled}
      onValueChange={(value) => {
        if (isAdStatus(value) && value !== status) onChange(value);
      }}
    />
  );
}
