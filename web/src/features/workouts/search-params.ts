// The URL search params of /celebrity-workouts and /vr-workouts: the open program
// (?program=<id>). Kept free of the program list (the route tree is in the first screen's bundle);
// an unknown id shows the library.
export interface WorkoutsSearch {
  program?: string;
}

export function validateWorkoutsSearch(search: Record<string, unknown>): WorkoutsSearch {
  const program = typeof search.program === 'string' ? search.program.trim() : '';
  return /^[a-z0-9-]{1,64}$/.test(program) ? { program } : {};
}
