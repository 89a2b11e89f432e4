import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Config } from '../config';
import { createBuiltinModel } from './builtin-model';
import { ChatCompletionsModel } from './chat-completions';
import type { ChatModel } from './runtime';

/**
 * The one place that knows provider names: configuration in, a language model out. An OpenAI-compatible
 * provider's replies are streamed by the app's own client (chat-completions.ts), its short answers by the
 * AI SDK.
 */
export function createLanguageModel(llm: Config['llm'], builtin: { wordDelayMs: number }): ChatModel {
  const model = llm.model ?? '';
  switch (llm.provider) {
    case 'builtin':
      return createBuiltinModel({ wordDelayMs: builtin.wordDelayMs });
    case 'openai-compatible':
      return new ChatCompletionsModel(
        { baseUrl: llm.baseUrl ?? '', apiKey: llm.apiKey, model },
        createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: llm.baseUrl ?? '',
          ...(llm.apiKey === undefined ? {} : { apiKey: llm.apiKey }),
          includeUsage: true,
        })(model),
      );
    case 'openai':
      return createOpenAI({
        apiKey: llm.apiKey,
        ...(llm.baseUrl === undefined ? {} : { baseURL: llm.baseUrl }),
      })(model);
    case 'google':
      return createGoogleGenerativeAI({
        apiKey: llm.apiKey,
        ...(llm.baseUrl === undefined ? {} : { baseURL: llm.baseUrl }),
      })(model);
    case 'anthropic':
      return createAnthropic({
        apiKey: llm.apiKey,
        ...(llm.baseUrl === undefined ? {} : { baseURL: llm.baseUrl }),
      })(model);
  }
}

/**
 * Whether the model is shown the images read_attachment opens. The offline model cannot see; a real
 * provider's model is assumed to unless LLM_ACCEPTS_IMAGES=false says it is text-only (there is no
 * portable way to ask, and a text-only model may refuse a request that carries an image).
 */
export function modelAcceptsImages(llm: Config['llm']): boolean {
  return llm.provider !== 'builtin' && llm.acceptsImages;
}
