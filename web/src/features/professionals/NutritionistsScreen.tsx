import { useSearch } from '@tanstack/react-router';
import { DirectoryScreen } from './DirectoryScreen';
import type { ProSearch } from './search-params';
import './messages';

export function NutritionistsScreen() {
  const { pro } = useSearch({ strict: false }) as ProSearch;
  return <DirectoryScreen kind="nutritionist" pro={pro} />;
}
