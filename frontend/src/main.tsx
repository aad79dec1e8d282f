import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

// A transition lets React yield to the browser while it mounts the first screen, instead of one long task on a
// slow phone (tools/bench/lighthouse.mjs measures the blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
