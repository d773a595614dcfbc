// Stories run as tests with the same annotations (decorators, parameters, the element's definition) as in
// Storybook itself.
import { setProjectAnnotations } from '@storybook/web-components-vite';
import * as preview from './preview.js';

setProjectAnnotations([preview]);
