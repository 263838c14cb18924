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
    offset: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        'Continue a long page: the character offset named in an earlier result ("[section … omitted …: continue with offset N]" or "TRUNCATED (continue with offset N)"). ' +
          'Pass it with a prompt of only that page\'s URL; the page comes from the cache and its text from that offset is returned. Leave it out otherwise.',
      ),
  })
  .strict();

export type ToolInput = z.infer<typeof toolInputSchema>;

export function toolInputJsonSchema(): Record<string, unknown> {
  const s = z.toJSONSchema(toolInputSchema) as Record<string, unknown>;
  delete s.$schema;
  return s;
}
