export { TextField, TEXT_FIELD_TYPES, type TextFieldProps } from './TextField';
