import { card } from "../../lib/index.js";
import { header } from "../../lib/index.js";
export default () => [card(), header()];
