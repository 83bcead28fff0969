import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/rest': 'http://localhost:3000' } },
  preview: { proxy: { '/rest': 'http://localhost:3000' } },
});
