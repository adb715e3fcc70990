export { SelectField, TextField, type SelectFieldProps, type TextFieldProps } from "./text-field.js";
