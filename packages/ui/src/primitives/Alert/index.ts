export { Alert, ALERT_TONES, type AlertProps } from './Alert';
