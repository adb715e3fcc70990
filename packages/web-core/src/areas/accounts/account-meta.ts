/** Title, description and canonical URL of an account screen; none of them belongs in search results. */
export function accountMeta(title: string, description: string, path: string) {
  return [
    { title: `${title} | CarMarket` },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: path },
  ];
}
