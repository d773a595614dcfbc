// Mounts svelte-app.svelte on the page's #app, as a Vite project's src/main.ts does.
import { mount } from 'svelte';
import App from './svelte-app.svelte';

mount(App, { target: document.getElementById('app')! });
