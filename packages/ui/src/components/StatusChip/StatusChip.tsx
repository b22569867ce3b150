import { forwardRef } from 'react';
import { adStatusLabel } from '@marketplace/domain';
import { Chip, type ChipProps } from '../../primitives/Chip';

export const STATUS_CHIP_STATUSES = ['active', 'reserved', 'sold'] as const;
type Status = (typeof STATUS_CHIP_STATUSES)[number];

const TONES = { active: 'success', reserved: 'warning', sold: 'danger' } as const satisfies Record<
  Status,
  ChipProps['tone']
>;

export interface StatusChipProps extends Omit<ChipProps, 'tone' | 'children'> {
  status: Status;
  /** An active ad shows no chip unless asked (it is the usual case). */
  showActive?: boolean;
  /** Replaces the status's label ('Rezervisano', 'Prodato'). */
  label?: string;
}

/** An ad's status as a chip: 'Rezervisano' (warning), 'Prodato' (danger), 'Aktivan'. */
export const StatusChip = forwardRef<HTMLSpanElement, StatusChipProps>(function StatusChip(
  { status, showActive = false, label, size = 'md', ...props },
  ref,
) {
  if (status === 'active' && !showActive) return null;
  return (
    <Chip ref={ref} tone={TONES[status]} size={size} data-status={status} {...props}>
      {label ?? adStatusLabel(status)}
    </Chip>
  );
});
