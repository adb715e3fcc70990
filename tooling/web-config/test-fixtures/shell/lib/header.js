import { format } from "./format.js";
export const header = () => format("header");
