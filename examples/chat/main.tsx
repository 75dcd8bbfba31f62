import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// ChatApp draws the kit from source (`../../src/index.ts`, like Storybook), not from dist/.
import { ChatApp } from './chat-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ChatApp />
  </StrictMode>,
);
