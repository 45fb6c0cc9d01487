import { router } from '../../trpc';
import { getStatsProcedure } from './get-stats';

export const dashboardRouter = router({
  stats: getStatsProcedure,
});
