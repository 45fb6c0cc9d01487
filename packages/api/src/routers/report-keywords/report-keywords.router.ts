import { router } from '../../trpc';
import { addReportKeywordProcedure } from './add-report-keyword';
import { listReportKeywordsProcedure } from './list-report-keywords';
import { removeReportKeywordProcedure } from './remove-report-keyword';

export const reportKeywordsRouter = router({
  list: listReportKeywordsProcedure,
  add: addReportKeywordProcedure,
  remove: removeReportKeywordProcedure,
});
