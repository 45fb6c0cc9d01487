/** Moved to `lib/use-auth.ts`; kept for the report, log and integration screens until their rename lands. */
export { useAuth } from '../../lib/use-auth';
