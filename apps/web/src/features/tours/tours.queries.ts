import { graphql } from '../../generated';

// Documents of apps/server/src/modules/shell/shell.graphql (onboarding flags, spec 01 §2
// "Onboarding tours"); `npm run codegen` after a change.

/** Whether the signed-in user has already finished or skipped a tour (ONBOARDING_TOURS id). */
export const ONBOARDING_SEEN = graphql(`
  query OnboardingSeen($id: String!) {
    currentUserOnboardingIsSeen(id: $id)
  }
`);

/** Marks a tour as seen for the signed-in user (idempotent). */
export const SET_ONBOARDING_SEEN = graphql(`
  mutation SetOnboardingSeen($id: String!) {
    setCurrentUserOnboardingSeen(id: $id)
  }
`);
