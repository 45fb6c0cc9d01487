import { router } from '../../trpc';
import { getStatsProcedure } from './get-stats';
import { listUpcomingProcedure } from './list-upcoming';

export const dashboardRouter = router({
  stats: getStatsProcedure,
  upcoming: listUpcomingProcedure,
});
