// "/": the member's home for a signed-in user or guest, the welcome page for a visitor.
import { useAuth } from '../../app/auth';
import { HomeScreen } from './HomeScreen';
import { WelcomeScreen } from './WelcomeScreen';

export function HomeIndex() {
  const { user } = useAuth();
  return user ? <HomeScreen /> : <WelcomeScreen />;
}
