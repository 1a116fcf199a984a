import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/providers';
import { listenForChunkPreloadErrors } from './app/reload-after-chunk-error';
import './shared/styles/global.css';

listenForChunkPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
