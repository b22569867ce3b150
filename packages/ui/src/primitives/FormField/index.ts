export {
  FormField,
  joinIds,
  useFormFieldControl,
  type FormFieldControlProps,
  type FormFieldProps,
} from './FormField';
export { FieldFrame, type FieldProps } from './FieldFrame';
