import './zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { hasSignedInHint } from './lib/auth';
import './index.css';

// A task of its own, so the first render's task stays short.
setTimeout(() => preloadFirstScreen(window.location.pathname, hasSignedInHint()));

// The first render as a transition: React draws it in slices (a phone's long task otherwise).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
