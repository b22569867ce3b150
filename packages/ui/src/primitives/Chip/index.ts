export { Chip, CHIP_SIZES, CHIP_TONES, type ChipProps } from './Chip';
