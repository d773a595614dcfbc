// Mounts vue-app.vue on the page's #app, as a Vite project's src/main.ts does.
import { createApp } from 'vue';
import App from './vue-app.vue';

createApp(App).mount('#app');
