import { useSearch } from '@tanstack/react-router';
import { DirectoryScreen } from './DirectoryScreen';
import type { ProSearch } from './search-params';
import './messages';

export function TrainersScreen() {
  const { pro } = useSearch({ strict: false }) as ProSearch;
  return <DirectoryScreen kind="trainer" pro={pro} />;
}
