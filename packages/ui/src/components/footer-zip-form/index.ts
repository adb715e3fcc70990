export { FooterZipForm, type FooterZipFormProps } from "./footer-zip-form.js";
