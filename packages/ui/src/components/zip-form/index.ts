export { ZipForm, type ZipFormProps } from "./zip-form.js";
