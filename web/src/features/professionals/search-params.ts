// The URL search params of /trainers, /nutritionists and /professional-booking, validated by the
// route tree (zod-free: the route tree is in the first screen's bundle). A profile is
// /trainers?pro=<id>: the spec's route table has /trainers and no profile route.
export interface ProSearch {
  pro?: string;
}

export function validateProSearch(search: Record<string, unknown>): ProSearch {
  const pro = typeof search.pro === 'string' ? search.pro.trim() : '';
  return pro && /^[A-Za-z0-9_-]{1,128}$/.test(pro) ? { pro } : {};
}
