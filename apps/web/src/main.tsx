import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { holdPrerenderedSearchBoxes } from './lib/prerendered-search';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
holdPrerenderedSearchBoxes(root);
// Rendered as a transition so React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (the prerendered page stays visible meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
});
