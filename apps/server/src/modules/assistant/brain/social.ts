/** Greetings, thanks and calls for help: answered socially, never read as a trip request. */
export function socialKind(text: string): 'greeting' | 'thanks' | 'help' | null {
  const t = text
    .replace(/[!.?,;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (
    /^(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|greetings)(?: there| assistant| bot| again| everyone)?$/.test(
      t,
    )
  ) {
    return 'greeting';
  }
  if (
    /^(?:(?:ok |okay |great |perfect |awesome |cool |lovely )?(?:thanks?|thank you|thx|ty|cheers)(?: so much| a lot| very much| a million)?(?: for (?:the|your) help| mate)?|(?:that's |that s |thats )?(?:great|perfect|awesome|cool|lovely|brilliant)(?: thanks?)?)$/.test(
      t,
    )
  ) {
    return 'thanks';
  }
  if (
    /^(?:help|help me|\?+|what can you do|what do you do|how does (?:this|it) work|who are you|what are you|how do i use (?:this|you)|what can i ask(?: you)?|can you help(?: me)?)$/.test(
      t,
    )
  ) {
    return 'help';
  }
  return null;
}
