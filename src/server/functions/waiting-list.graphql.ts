import { graphql } from '~/graphql/graphql';

const WaitingListResultFragment = graphql(`
  fragment WaitingListResult on WaitingListResult { ok refusal performanceId }
`);

export const JoinWaitingList = graphql(
  `
  mutation JoinWaitingList($performanceId: ID!, $email: String!, $seats: Int!) {
    joinWaitingList(performanceId: $performanceId, email: $email, seats: $seats) { ...WaitingListResult }
  }
`,
  [WaitingListResultFragment],
);

export const ConfirmWaitingList = graphql(
  `
  mutation ConfirmWaitingList($token: String!) { confirmWaitingList(token: $token) { ...WaitingListResult } }
`,
  [WaitingListResultFragment],
);

export const LeaveWaitingList = graphql(
  `
  mutation LeaveWaitingList($token: String!) { leaveWaitingList(token: $token) { ...WaitingListResult } }
`,
  [WaitingListResultFragment],
);

export const ClaimWaitingListOffer = graphql(
  `
  mutation ClaimWaitingListOffer($token: String!) { claimWaitingListOffer(token: $token) { ...WaitingListResult } }
`,
  [WaitingListResultFragment],
);

export { WaitingListResultFragment };
