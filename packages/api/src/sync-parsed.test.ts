import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { syncParsed } from './sync-parsed';

const ZItem = z.object({ id: z.number().int(), name: z.string().trim(), tags: z.array(z.string()).default([]) });

describe('syncParsed', () => {
  it('answers what parseAsync answers, without going through the async path', async () => {
    const schema = syncParsed(z.array(ZItem));
    const input = [{ id: 1, name: ' Ana ', extra: true }];
    await expect(schema.parseAsync(input)).resolves.toEqual(await z.array(ZItem).parseAsync(input));
    await expect(schema.parseAsync(input)).resolves.toEqual([{ id: 1, name: 'Ana', tags: [] }]);
  });

  it('rejects what the schema rejects, with the same issues', async () => {
    const schema = syncParsed(ZItem);
    const error = await schema.parseAsync({ id: 1.5, name: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues.map((issue) => issue.path.join('.'))).toEqual(['id', 'name']);
  });

  it('keeps the schema for documents (JSON schema) and leaves the original untouched', () => {
    const schema = syncParsed(ZItem);
    expect(z.toJSONSchema(schema)).toEqual(z.toJSONSchema(ZItem));
    expect(ZItem.parseAsync).not.toBe(schema.parseAsync);
  });
});
