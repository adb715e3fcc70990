import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ADF_DTD = fileURLToPath(new URL("../leads/adf-1.0.dtd", import.meta.url));

/**
 * What Debian's xmllint says is wrong with `xml` against the ADF 1.0 DTD: "" when the document is
 * valid. The real validator, not a reading of the DTD by hand (CI installs libxml2-utils).
 */
export function adfDtdErrors(xml: string): string {
  const result = spawnSync("xmllint", ["--noout", "--dtdvalid", ADF_DTD, "-"], { input: xml, encoding: "utf8" });
  if (result.error) throw result.error;
  return result.status === 0 ? "" : result.stderr || `xmllint exited with ${result.status}`;
}
