import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './pwa/install-capture';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { filterConsoleNoise } from './app/console-noise';
import { createAppRouter } from './routes/router';
import './styles/index.css';

filterConsoleNoise();
// The offline layer (RxDB, the outbox replayer, the service worker) loads in its own chunk right
// away, in parallel with the first screen, which does not wait for its ~80 KB of database code.
import('./app/offline-layer')
  .then(({ startPwa }) => startPwa())
  .catch((error) => console.error('The offline layer failed to start', error));

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
