import { SignInPage, loadSignIn, signInMeta } from "@carmarket/web-core/accounts";
import type { Route } from "./+types/sign-in";

export const loader = (args: Route.LoaderArgs) => loadSignIn(args);
export const meta = signInMeta;
export default SignInPage;
