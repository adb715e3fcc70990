export { CarSnippetModal, type CarSnippetModalProps } from "./car-snippet-modal.js";
