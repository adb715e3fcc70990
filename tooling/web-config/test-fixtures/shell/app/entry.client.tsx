import { hydrate } from "../lib/runtime.js";
hydrate();
