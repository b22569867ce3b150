export { ReportAdDialog, type ReportAdDialogProps, type ReportAdValues } from './ReportAdDialog';
