import type { ApolloServerPlugin } from '@apollo/server';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** A GraphQL error message without graphql-js's "Did you mean …?" hints. */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/**
 * Removes field-name suggestions from every error sent, so the schema cannot be guessed
 * field by field while introspection is off. The harden plugin's own option edits
 * `response.errors`, which Apollo Server 4 no longer sends; this edits the sent result.
 */
export const hideSuggestionsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors;
        if (!errors) return;
        response.body.singleResult.errors = errors.map((error) =>
          error.message.includes('Did you mean') ? { ...error, message: withoutSuggestions(error.message) } : error,
        );
      },
    };
  },
};
