import { format } from "./format.js";
export const card = () => format("card");
