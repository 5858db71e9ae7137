// Searching the help centre in the language it is shown in: every word typed must start a word of
// the article (its title, answer or topic), ignoring case and accents, so "reembolso" finds
// "Reembolsos" and "cancelacion" finds "Cancelación". Title hits rank above answer hits.

export interface SearchableArticle {
  id: string;
  title: string;
  body: string;
  category: string;
}

/** Lower case, accents removed, split into words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function searchArticles<T extends SearchableArticle>(articles: readonly T[], query: string): T[] {
  const terms = wordsOf(query);
  if (terms.length === 0) return [];
  const scored = articles.flatMap((article) => {
    const title = wordsOf(article.title);
    const rest = wordsOf(`${article.body} ${article.category}`);
    let score = 0;
    for (const term of terms) {
      const inTitle = title.some((word) => word.startsWith(term));
      const inRest = rest.some((word) => word.startsWith(term));
      if (!inTitle && !inRest) return [];
      score += inTitle ? 3 : 1;
    }
    return [{ article, score }];
  });
  return scored.sort((a, b) => b.score - a.score).map(({ article }) => article);
}
