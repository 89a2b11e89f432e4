import { asSchema, type ModelMessage, type ToolSet } from 'ai';

/** A turn's tools: described to the provider, and each call the model makes run and answered as the AI SDK does. */

/** The tools as the provider takes them; each schema's JSON form is made once by its `zodSchema`. */
export async function describeTools(tools: ToolSet) {
  return Promise.all(
    Object.entries(tools).map(async ([name, tool]) => ({
      type: 'function' as const,
      function: {
        name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        parameters: await asSchema(tool.inputSchema).jsonSchema,
      },
    })),
  );
}

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** A call's arguments: no text means no arguments, as the SDK reads it. */
export function parseArguments(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      ok: false,
      error: `JSON parsing failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * Runs one tool call: unknown tools, arguments that are not JSON or not the tool's input, and a tool that
 * throws are each answered to the model as an error text (the turn goes on), as the SDK does.
 */
export async function runTool(
  tool: ToolSet[string] | undefined,
  name: string,
  input: Parsed,
  context: { toolCallId: string; messages: ModelMessage[]; abortSignal: AbortSignal; available: string[] },
): Promise<{ ok: boolean; content: string }> {
  if (tool?.execute === undefined) {
    return {
      ok: false,
      content: `Model tried to call unavailable tool '${name}'. Available tools: ${context.available.join(', ')}.`,
    };
  }
  if (!input.ok) return { ok: false, content: `Invalid input for tool ${name}: ${input.error}` };
  try {
    const schema = asSchema(tool.inputSchema);
    const checked =
      schema.validate === undefined
        ? { success: true as const, value: input.value }
        : await schema.validate(input.value);
    if (!checked.success)
      return { ok: false, content: `Invalid input for tool ${name}: ${checked.error.message}` };
    let output: unknown = await tool.execute(checked.value, {
      toolCallId: context.toolCallId,
      messages: context.messages,
      abortSignal: context.abortSignal,
    });
    // A tool that streams preliminary results answers with its last.
    if (isAsyncIterable(output)) for await (const value of output) output = value;
    return { ok: true, content: typeof output === 'string' ? output : JSON.stringify(output ?? null) };
  } catch (error) {
    return { ok: false, content: error instanceof Error ? error.message : String(error) };
  }
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
