import { card } from "../../lib/index.js";
export default () => card();
