import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmUp } from './app/warm-up';
import { initTheme } from './lib/theme';
import './styles/base.css';
import './styles/ui.css';
import './styles/layout.css';

initTheme();
warmUp(window.location.pathname);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
