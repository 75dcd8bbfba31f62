import type { ReactNode } from 'react';
import 'toolcards/styles.css';

export const metadata = { title: 'toolcards in a Next.js App Router page' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ maxWidth: 960, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
        {children}
      </body>
    </html>
  );
}
