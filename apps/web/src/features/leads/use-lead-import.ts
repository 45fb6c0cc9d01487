import { LEAD_IMPORT_MAX_ROWS, type LeadImportCheckResult, guessImportColumns } from '@clinic/domain';
import { useEffect, useMemo, useState } from 'react';

import { CONNECTION_ERROR_MESSAGE, errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import {
  type ImportColumns,
  importBodyBytes,
  importCount,
  mapImportRows,
  validImportRows,
  verdictsByIndex,
} from './lead-import';
import { LEADS_SCREEN_TEXT as T } from './leads.text';
import { type ImportSheet, readLeadImportFile } from './read-lead-import-file';

/** The server's JSON body limit (apps/server, BODY_LIMIT). */
const MAX_BODY_BYTES = 1_048_576;

const serverMessage = (error: unknown) => {
  const message = errorMessage(error);
  return message === CONNECTION_ERROR_MESSAGE ? T.tryAgain : message;
};

/**
 * The import dialog's state: the file read in the browser, the column mapping (guessed from the
 * headers), the server's check of the mapped rows (re-asked on every change, late answers ignored)
 * and the import itself.
 */
export function useLeadImport(onImported: () => void) {
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<ImportSheet | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [columns, setColumns] = useState<ImportColumns>({ name: null, whatsapp: null, origin: null, date: null });
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  /** The server's last answer, for the rows (and the attempt) it was asked about. */
  const [check, setCheck] = useState<{ rows: unknown; run: number; result?: LeadImportCheckResult; error?: string } | null>(null);

  const chooseFile = async (next: File | null) => {
    setFile(next);
    setSheet(null);
    setCheck(null);
    setReadError(null);
    if (!next) return;
    setReading(true);
    try {
      const read = await readLeadImportFile(next);
      if (read.rows.length === 0) setReadError(T.importEmptyFile);
      else {
        setSheet(read);
        setColumns(guessImportColumns(read.headers));
      }
    } catch {
      setReadError(T.importReadError);
    } finally {
      setReading(false);
    }
  };

  const rows = useMemo(() => (sheet ? mapImportRows(sheet.rows, columns) : []), [sheet, columns]);
  const limitError =
    rows.length > LEAD_IMPORT_MAX_ROWS
      ? T.importTooMany(rows.length, LEAD_IMPORT_MAX_ROWS)
      : rows.length > 0 && importBodyBytes(rows) > MAX_BODY_BYTES
        ? T.importTooLarge
        : null;

  const checker = trpc.leads.checkImport.useMutation();
  const { mutateAsync: runCheck } = checker;
  const [checkRun, setCheckRun] = useState(0);
  useEffect(() => {
    if (rows.length === 0 || limitError) return;
    let current = true;
    runCheck({ rows: rows.map((row) => row.values) })
      .then((result) => current && setCheck({ rows, run: checkRun, result }))
      .catch((error: unknown) => current && setCheck({ rows, run: checkRun, error: serverMessage(error) }));
    return () => {
      current = false;
    };
  }, [rows, limitError, runCheck, checkRun]);

  // Only an answer for the rows on screen counts (a mapping change makes the last one stale).
  const answer = check && check.rows === rows && check.run === checkRun ? check : null;
  const result = answer?.result ?? null;
  const checkError = answer?.error ?? null;
  const verdicts = useMemo(() => (result ? verdictsByIndex(result) : new Map()), [result]);

  const importer = trpc.leads.import.useMutation({
    onSuccess: async (done) => {
      notifySuccess(T.imported, T.importedDetail(done.description, result?.invalid ?? 0));
      await utils.leads.invalidate();
      onImported();
    },
    onError: (error) => notifyError(T.importError, serverMessage(error)),
  });

  const submit = () => {
    if (!result) return;
    importer.mutate({ rows: validImportRows(rows, verdicts).map((row) => row.values), skipDuplicates });
  };

  return {
    file,
    chooseFile,
    reading,
    readError,
    sheet,
    columns,
    setColumn: (field: keyof ImportColumns, column: number | null) => setColumns((current) => ({ ...current, [field]: column })),
    rows,
    limitError,
    checking: rows.length > 0 && !limitError && !result && !checkError,
    checkError,
    retryCheck: () => setCheckRun((n) => n + 1),
    result,
    verdicts,
    skipDuplicates,
    setSkipDuplicates,
    count: result ? importCount(result, skipDuplicates) : 0,
    importing: importer.isPending,
    submit,
  };
}

export type LeadImportState = ReturnType<typeof useLeadImport>;
