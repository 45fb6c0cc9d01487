import { router } from '../../trpc';
import { addReportKeywordProcedure } from './add-report-keyword';
import { getCampaignAnalysisProcedure } from './get-campaign-analysis';
import { listReportKeywordsProcedure } from './list-report-keywords';
import { removeReportKeywordProcedure } from './remove-report-keyword';

/** The analysis of one completed report request, and the keyword dictionary every analysis reads. */
export const campaignAnalysisRouter = router({
  get: getCampaignAnalysisProcedure,
  listKeywords: listReportKeywordsProcedure,
  addKeyword: addReportKeywordProcedure,
  removeKeyword: removeReportKeywordProcedure,
});
