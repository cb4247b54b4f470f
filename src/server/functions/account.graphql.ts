import { graphql } from '~/graphql/graphql';
import { OrderDetailFragment } from './order.graphql';
import { TicketFragment } from './tickets.graphql';

export const LogInUser = graphql(`
  mutation LogInUser($emailAddress: String!, $password: String!, $rememberMe: Boolean) {
    login(username: $emailAddress, password: $password, rememberMe: $rememberMe) {
      __typename
      ... on CurrentUser { id identifier }
      ... on ErrorResult { errorCode message }
    }
  }
`);

export const LogOutUser = graphql(`
  mutation LogOutUser {
    logout { success }
  }
`);

export const RegisterCustomerAccount = graphql(`
  mutation RegisterCustomerAccount($input: RegisterCustomerInput!) {
    registerCustomerAccount(input: $input) {
      __typename
      ... on Success { success }
      ... on ErrorResult { errorCode message }
    }
  }
`);

export const VerifyCustomerAccount = graphql(`
  mutation VerifyCustomerAccount($token: String!, $password: String) {
    verifyCustomerAccount(token: $token, password: $password) {
      __typename
      ... on CurrentUser { id identifier }
      ... on ErrorResult { errorCode message }
    }
  }
`);

export const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($emailAddress: String!) {
    requestPasswordReset(emailAddress: $emailAddress) {
      __typename
      ... on ErrorResult { errorCode message }
    }
  }
`);

export const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      __typename
      ... on CurrentUser { id identifier }
      ... on ErrorResult { errorCode message }
    }
  }
`);

export const GetActiveCustomer = graphql(`
  query GetActiveCustomer {
    activeCustomer { id title firstName lastName emailAddress phoneNumber }
  }
`);

export const GetOrderHistory = graphql(`
  query GetOrderHistory($options: OrderListOptions) {
    activeCustomer {
      id
      orders(options: $options) {
        totalItems
        items { id code state orderPlacedAt totalWithTax currencyCode totalQuantity }
      }
    }
  }
`);

/** One of the signed-in customer's own orders: Vendure looks only among theirs. */
export const GetCustomerOrder = graphql(
  `
  query GetCustomerOrder($code: String!) {
    activeCustomer {
      id
      orders(options: { filter: { code: { eq: $code }, active: { eq: false } }, take: 1 }) {
        items { ...OrderDetail tickets { ...TicketItem } }
      }
    }
  }
`,
  [OrderDetailFragment, TicketFragment],
);

export const UpdateCustomerEmailAddress = graphql(`
  mutation UpdateCustomerEmailAddress($token: String!) {
    updateCustomerEmailAddress(token: $token) {
      __typename
      ... on Success { success }
      ... on ErrorResult { errorCode message }
    }
  }
`);
