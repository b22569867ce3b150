export { StatusChip, STATUS_CHIP_STATUSES, type StatusChipProps } from './StatusChip';
