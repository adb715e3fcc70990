// `pnpm start`: the whole product on one port, loopback only unless HOST says otherwise. Production is the
// default: React's production build, Secure cookies, no development routes. It is settled here, before
// anything that reads NODE_ENV at import time (React) is loaded.
import { defaultToLocalMail } from "./local-env.js";

process.env.NODE_ENV ??= "production";
defaultToLocalMail(process.env);
await import("./serve.js");
