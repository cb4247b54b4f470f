import { graphql } from '~/graphql/graphql';

/** The countries a customer can ship to: the members of the channel's default shipping zone. */
export const GetChannelCountries = graphql(`
  query GetChannelCountries {
    activeChannel {
      id
      defaultShippingZone { id name members { id code name } }
    }
  }
`);

export const GetCustomerAddresses = graphql(`
  query GetCustomerAddresses {
    activeCustomer {
      id
      addresses {
        id
        fullName
        company
        streetLine1
        streetLine2
        city
        province
        postalCode
        phoneNumber
        defaultShippingAddress
        defaultBillingAddress
        country { code name }
      }
    }
  }
`);

export const CreateCustomerAddress = graphql(`
  mutation CreateCustomerAddress($input: CreateAddressInput!) {
    createCustomerAddress(input: $input) { id }
  }
`);

export const UpdateCustomerAddress = graphql(`
  mutation UpdateCustomerAddress($input: UpdateAddressInput!) {
    updateCustomerAddress(input: $input) { id }
  }
`);

export const DeleteCustomerAddress = graphql(`
  mutation DeleteCustomerAddress($id: ID!) {
    deleteCustomerAddress(id: $id) { success }
  }
`);

export const UpdateCustomer = graphql(`
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) { id title firstName lastName phoneNumber }
  }
`);

export const UpdateCustomerPassword = graphql(`
  mutation UpdateCustomerPassword($currentPassword: String!, $newPassword: String!) {
    updateCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on Success { success }
      ... on ErrorResult { errorCode message }
    }
  }
`);

export const RequestUpdateCustomerEmailAddress = graphql(`
  mutation RequestUpdateCustomerEmailAddress($password: String!, $newEmailAddress: String!) {
    requestUpdateCustomerEmailAddress(password: $password, newEmailAddress: $newEmailAddress) {
      __typename
      ... on Success { success }
      ... on ErrorResult { errorCode message }
    }
  }
`);
