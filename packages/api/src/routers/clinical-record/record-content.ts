import { type RecordContent, type RecordTemplate, recordContentSchema } from '@clinic/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';

/**
 * A draft's content checked against its template (known only once the entry is read, so after the
 * input schema ran): a 400 whose issues name the field under `content.`, as the input's own do.
 */
export function parseRecordContent(template: RecordTemplate, content: unknown): RecordContent {
  const parsed = z.object({ content: recordContentSchema(template) }).safeParse({ content });
  if (parsed.success) return parsed.data.content;
  throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.error.issues[0]?.message ?? 'Dados inválidos', cause: parsed.error });
}
