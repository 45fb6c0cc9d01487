/** Types only, for the web app: never pulls server code into the browser bundle. */
export type { AppRouter } from './root';
