// The URL search params of /help: the search (?q=) and the open article (?article=<id>). Kept free
// of the articles (the route tree is in the first screen's bundle); an unknown id shows the topics.
export interface HelpSearch {
  q?: string;
  article?: string;
}

export function validateHelpSearch(search: Record<string, unknown>): HelpSearch {
  const result: HelpSearch = {};
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  if (q) result.q = q;
  const article = typeof search.article === 'string' ? search.article : '';
  if (/^[a-z0-9-]{1,64}$/.test(article)) result.article = article;
  return result;
}
