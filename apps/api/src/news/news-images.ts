/** Where the API serves the generated illustration `name` of news item `slug`. */
export function newsImagePath(slug: string, name: string): string {
  return `/api/images/news/${slug}/${name}.svg`;
}
