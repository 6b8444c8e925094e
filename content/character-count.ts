/** The counter under a long text field of the public forms (components/forms/limited-text-area.tsx). */
export const characterCountCopy = {
  /** Shown until the text nears the limit; also all a browser without JavaScript shows. */
  limit: 'Up to {limit} characters.',
  near: '{count} of {limit} characters used.',
  over: '{over} characters over the {limit} limit. Please shorten it to send; nothing you typed has been cut.',
} as const;
