// Decodes ThumbHash placeholders off the main thread (placeholder-url.ts). A decode and the garbage it
// leaves cost a phone tens of milliseconds, and a page of photos asks for them just after its first
// paint, when input must not wait.
import { thumbHashToDataURL } from 'thumbhash';
import { decodePlaceholder, type PlaceholderAnswer, type PlaceholderRequest } from './placeholder-decode.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<PlaceholderRequest>) => {
  const { thumbhash } = event.data;
  const answer: PlaceholderAnswer = { thumbhash, url: decodePlaceholder(thumbhash, thumbHashToDataURL) };
  scope.postMessage(answer);
};
