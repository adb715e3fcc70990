export { PromptBar, type PromptBarProps } from "./prompt-bar.js";
