export { Spinner, SPINNER_SIZES, type SpinnerProps } from './Spinner';
