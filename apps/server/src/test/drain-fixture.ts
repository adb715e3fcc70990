// A process whose drain never ends ("hang") or ends at once, for shutdown.test.ts.
import { exitAfterDrain } from "../shutdown.js";

const hang = process.argv[2] === "hang";
exitAfterDrain(() => (hang ? new Promise<void>(() => {}) : Promise.resolve()), Number(process.argv[3]));
setInterval(() => {}, 60_000);
console.log("waiting for a signal");
