// The signed-in layout, mobile first: header on top, the screen, the tab bar at the bottom
// (a side rail from tablet width up; see styles/layout.css).
import { Outlet } from '@tanstack/react-router';
import { TutorialHost } from '../tutorial/TutorialHost';
import { Header } from './Header';
import { TabBar } from './TabBar';

export function AppLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <TabBar />
      <TutorialHost />
    </div>
  );
}
