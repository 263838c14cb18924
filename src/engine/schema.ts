// The tool input schema: the zod schema is the truth; package.json's inputSchema must equal its JSON form.
import { z } from 'zod';

export const toolInputSchema = z
  .object({
    prompt: z
      .string()
      .min(1)
      .describe(
        'The request: one to 20 http(s) URLs written out in full, plus what to do with them (e.g. "Summarize https://example.com/a and compare it with https://example.com/b").',
      ),
  })
  .strict();

export type ToolInput = z.infer<typeof toolInputSchema>;

export function toolInputJsonSchema(): Record<string, unknown> {
  const s = z.toJSONSchema(toolInputSchema) as Record<string, unknown>;
  delete s.$schema;
  return s;
}
