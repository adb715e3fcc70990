// `pnpm start`: the whole product on one port, loopback only unless HOST says otherwise. Production is the
// default: the production builds of React and React Router, Secure cookies, no development routes. It is settled
// here, before anything that reads NODE_ENV (React) or resolves a package's build (React Router) is loaded.
import cluster from "node:cluster";
import { clusterSize } from "./cluster-size.js";
import { defaultToLocalMail } from "./local-env.js";
import { resolveProductionBuilds } from "./production-builds.js";

process.env.NODE_ENV ??= "production";
resolveProductionBuilds(process.env);
defaultToLocalMail(process.env);
// On Postgres, one worker per core behind this primary (workers run this file again and serve).
if (cluster.isPrimary && clusterSize(process.env) > 1) await import("./cluster-primary.js");
else await import("./serve.js");
