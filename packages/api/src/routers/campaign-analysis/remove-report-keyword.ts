import { deleteProcedure } from '../../procedures';
import { removeReportKeyword } from '../../services/campaign-analysis/report-keywords.service';
import { reportKeywordsMeta } from './report-keywords.types';

export const removeReportKeywordProcedure = deleteProcedure('reports:work', reportKeywordsMeta.remove, removeReportKeyword);
