import { originOf, pageMeta, type MetaMatch } from "../../seo/page-meta.js";

/**
 * The `meta` of an account screen: title, description and canonical URL, absolute on the origin the root
 * loader names (issue #27.14: a relative canonical and og:url); none of them belongs in search results.
 */
export function accountMeta(title: string, description: string, path: string) {
  return ({ matches }: { matches: readonly (MetaMatch | undefined)[] }) => [
    ...pageMeta({ title: `${title} | CarMarket`, description, canonical: new URL(path, originOf(matches)).href }),
    { name: "robots", content: "noindex" },
  ];
}
