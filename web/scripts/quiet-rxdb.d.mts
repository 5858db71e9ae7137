import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

export function withoutRxdbAdvert(code: string, id: string): string | null;
export function quietRxdb(): Plugin;
export const quietRxdbEsbuild: EsbuildPlugin;
