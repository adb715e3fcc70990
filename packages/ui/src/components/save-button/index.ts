export { SaveButton, type SaveButtonProps } from "./save-button.js";
