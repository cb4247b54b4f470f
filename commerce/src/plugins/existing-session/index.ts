export { ExistingSessionPlugin } from './existing-session.plugin';
